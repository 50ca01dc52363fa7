#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:transitionHandler:service:)` with their own view.
@MainActor
public enum EdgesBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: EdgesTransitionHandling>(
        view: any EdgesView,
        transitionHandler: TransitionHandler,
        service: any EdgesService
    ) -> any EdgesPresenting
    where TransitionHandler.Screen == EdgesRoute {
        let router = EdgesRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(view: view, router: router, service: service)
    }

    static func assemble(view: any EdgesView, router: any EdgesRouting, service: any EdgesService) -> EdgesPresenter {
        let presenter = EdgesPresenter(interactor: EdgesInteractor(service: service), router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Edges needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol EdgesDependencies {
        var edgesService: any EdgesService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func edgesDestination(for route: EdgesRoute) -> UIViewController?
    }

    extension EdgesBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any EdgesDependencies) -> EdgesViewController {
            let viewController = EdgesViewController()
            let router = EdgesRouter<EdgesViewController>(destination: { dependencies.edgesDestination(for: $0) })
            router.transitionHandler = viewController
            let presenter = assemble(view: viewController, router: router, service: dependencies.edgesService)
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
