/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:service:)` with their own view.
@MainActor
public enum LoginBuilder {
  /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
  public static func assemble(view: any LoginView, service: any LoginService) -> any LoginPresenting {
    let presenter = LoginPresenter(interactor: LoginInteractor(service: service))
    presenter.view = view
    return presenter
  }
}

#if canImport(UIKit) && !os(watchOS)
  /// What Login needs from the app. The app's composition root conforms, once for all its modules.
  @MainActor
  public protocol LoginDependencies {
    var loginService: any LoginService { get }
  }

  extension LoginBuilder {
    /// The module's screen, ready to push or present.
    public static func build(dependencies: any LoginDependencies) -> LoginViewController {
      let viewController = LoginViewController()
      let presenter = assemble(view: viewController, service: dependencies.loginService)
      viewController.presenter = presenter
      return viewController
    }
  }
#endif
