/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:service:)` with their own view.
@MainActor
public enum SettingsBuilder {
  /// Wires presenter around `view`. Keep the returned presenter alive, as a screen
  /// does: the module holds its screen weakly.
  public static func assemble(view: any SettingsView, service: any SettingsService) -> any SettingsPresenting {
    let presenter = SettingsPresenter(service: service)
    presenter.view = view
    return presenter
  }
}

#if canImport(UIKit) && !os(watchOS)
  /// What Settings needs from the app. The app's composition root conforms, once for all its modules.
  @MainActor
  public protocol SettingsDependencies {
    var settingsService: any SettingsService { get }
  }

  extension SettingsBuilder {
    /// The module's screen, ready to push or present.
    public static func build(dependencies: any SettingsDependencies) -> SettingsViewController {
      let viewController = SettingsViewController()
      let presenter = assemble(view: viewController, service: dependencies.settingsService)
      viewController.presenter = presenter
      return viewController
    }
  }
#endif
