#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct CartSummaryScene {
    public let interactor: any CartSummaryBusinessLogic
    public let router: any CartSummaryRoutingLogic & CartSummaryDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum CartSummaryBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        viewController: any CartSummaryDisplayLogic,
        routeHandler: (any CartSummaryRouteHandling)?,
        worker: any CartSummaryWorking
    ) -> CartSummaryScene {
        let presenter = CartSummaryPresenter()
        presenter.viewController = viewController
        let interactor = CartSummaryInteractor(presenter: presenter, worker: worker)
        let router = CartSummaryRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return CartSummaryScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What CartSummary needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CartSummaryDependencies {
        var cartSummaryWorker: any CartSummaryWorking { get }
    }

    extension CartSummaryBuilder {
        /// The scene's screen, ready to push or present.
        public static func build(dependencies: any CartSummaryDependencies) -> CartSummaryViewController {
            buildScene(dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        public static func buildScene(dependencies: any CartSummaryDependencies) -> (
            viewController: CartSummaryViewController,
            dataStore: (any CartSummaryDataStore)?
        ) {
            let viewController = CartSummaryViewController()
            let scene = assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.cartSummaryWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
