/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:service:)` with their own view.
@MainActor
public enum CartSummaryBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble(
        view: any CartSummaryView,
        service: any CartSummaryService
    ) -> any CartSummaryPresenting {
        let presenter = CartSummaryPresenter(interactor: CartSummaryInteractor(service: service))
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What CartSummary needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CartSummaryDependencies {
        var cartSummaryService: any CartSummaryService { get }
    }

    extension CartSummaryBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any CartSummaryDependencies) -> CartSummaryViewController {
            let viewController = CartSummaryViewController()
            let presenter = assemble(view: viewController, service: dependencies.cartSummaryService)
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
