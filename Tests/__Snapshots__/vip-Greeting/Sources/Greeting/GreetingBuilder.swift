#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct GreetingScene {
    public let interactor: any GreetingBusinessLogic
    public let router: any GreetingRoutingLogic & GreetingDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum GreetingBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        viewController: any GreetingDisplayLogic,
        routeHandler: (any GreetingRouteHandling)?,
        worker: any GreetingWorking
    ) -> GreetingScene {
        let presenter = GreetingPresenter()
        presenter.viewController = viewController
        let interactor = GreetingInteractor(presenter: presenter, worker: worker)
        let router = GreetingRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return GreetingScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Greeting needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol GreetingDependencies {
        var greetingWorker: any GreetingWorking { get }
    }

    extension GreetingBuilder {
        /// The scene's screen, ready to push or present.
        public static func build(dependencies: any GreetingDependencies) -> GreetingViewController {
            buildScene(dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        public static func buildScene(dependencies: any GreetingDependencies) -> (
            viewController: GreetingViewController,
            dataStore: (any GreetingDataStore)?
        ) {
            let viewController = GreetingViewController()
            let scene = assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.greetingWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
