#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct OrderHistoryScene {
    public let interactor: any OrderHistoryBusinessLogic
    public let router: any OrderHistoryRoutingLogic & OrderHistoryDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum OrderHistoryBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        viewController: any OrderHistoryDisplayLogic,
        routeHandler: (any OrderHistoryRouteHandling)?,
        worker: any OrderHistoryWorking
    ) -> OrderHistoryScene {
        let presenter = OrderHistoryPresenter()
        presenter.viewController = viewController
        let interactor = OrderHistoryInteractor(presenter: presenter, worker: worker)
        let router = OrderHistoryRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return OrderHistoryScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What OrderHistory needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol OrderHistoryDependencies {
        var orderHistoryWorker: any OrderHistoryWorking { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func orderHistoryDestination(
            for route: OrderHistoryRoute,
            dataStore: (any OrderHistoryDataStore)?
        ) -> UIViewController?
    }

    extension OrderHistoryBuilder {
        /// The scene's screen, ready to push or present.
        public static func build(dependencies: any OrderHistoryDependencies) -> OrderHistoryViewController {
            buildScene(dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        public static func buildScene(dependencies: any OrderHistoryDependencies) -> (
            viewController: OrderHistoryViewController,
            dataStore: (any OrderHistoryDataStore)?
        ) {
            let viewController = OrderHistoryViewController(
                destination: { dependencies.orderHistoryDestination(for: $0, dataStore: $1) }
            )
            let scene = assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.orderHistoryWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
