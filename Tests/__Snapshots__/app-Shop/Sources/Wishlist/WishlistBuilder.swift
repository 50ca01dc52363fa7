#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct WishlistScene {
    public let interactor: any WishlistBusinessLogic
    public let router: any WishlistRoutingLogic & WishlistDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum WishlistBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: WishlistInput,
        viewController: any WishlistDisplayLogic,
        routeHandler: (any WishlistRouteHandling)?,
        worker: any WishlistWorking
    ) -> WishlistScene {
        let presenter = WishlistPresenter()
        presenter.viewController = viewController
        let interactor = WishlistInteractor(input: input, presenter: presenter, worker: worker)
        let router = WishlistRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return WishlistScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Wishlist needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol WishlistDependencies {
        var wishlistWorker: any WishlistWorking { get }
    }

    extension WishlistBuilder {
        /// The scene's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: WishlistInput,
            dependencies: any WishlistDependencies
        ) -> WishlistViewController {
            buildScene(input: input, dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - dependencies: What it needs from the app.
        public static func buildScene(input: WishlistInput, dependencies: any WishlistDependencies) -> (
            viewController: WishlistViewController,
            dataStore: (any WishlistDataStore)?
        ) {
            let viewController = WishlistViewController()
            let scene = assemble(
                input: input,
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.wishlistWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
