#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What About needs from the app. The app's composition root conforms, once for all its modules.
  @MainActor
  public protocol AboutDependencies {
    var aboutService: any AboutService { get }
  }

  /// Builds the module's screen: the model, and the view controller that owns it.
  @MainActor
  public enum AboutBuilder {
    /// The module's screen, ready to push or present.
    public static func build(dependencies: any AboutDependencies) -> AboutViewController {
      let model = AboutModel(service: dependencies.aboutService)
      return AboutViewController(model: model)
    }
  }
#endif
