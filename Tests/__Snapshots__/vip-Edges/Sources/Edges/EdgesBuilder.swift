#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct EdgesScene {
    public let interactor: any EdgesBusinessLogic
    public let router: any EdgesRoutingLogic & EdgesDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum EdgesBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        viewController: any EdgesDisplayLogic,
        routeHandler: (any EdgesRouteHandling)?,
        worker: any EdgesWorking
    ) -> EdgesScene {
        let presenter = EdgesPresenter()
        presenter.viewController = viewController
        let interactor = EdgesInteractor(presenter: presenter, worker: worker)
        let router = EdgesRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return EdgesScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Edges needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol EdgesDependencies {
        var edgesWorker: any EdgesWorking { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func edgesDestination(for route: EdgesRoute, dataStore: (any EdgesDataStore)?) -> UIViewController?
    }

    extension EdgesBuilder {
        /// The scene's screen, ready to push or present.
        public static func build(dependencies: any EdgesDependencies) -> EdgesViewController {
            buildScene(dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        public static func buildScene(dependencies: any EdgesDependencies) -> (
            viewController: EdgesViewController,
            dataStore: (any EdgesDataStore)?
        ) {
            let viewController = EdgesViewController(
                destination: { dependencies.edgesDestination(for: $0, dataStore: $1) }
            )
            let scene = assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.edgesWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
