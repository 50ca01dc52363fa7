#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Wishlist
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct CartScene {
    public let interactor: any CartBusinessLogic
    public let router: any CartRoutingLogic & CartDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum CartBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: CartInput,
        viewController: any CartDisplayLogic,
        routeHandler: (any CartRouteHandling)?,
        worker: any CartWorking
    ) -> CartScene {
        let presenter = CartPresenter()
        presenter.viewController = viewController
        let interactor = CartInteractor(input: input, presenter: presenter, worker: worker)
        let router = CartRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return CartScene(interactor: interactor, router: router)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Cart needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CartDependencies: WishlistDependencies {
        var cartWorker: any CartWorking { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func cartDestination(for route: CartRoute, dataStore: (any CartDataStore)?) -> UIViewController?
    }

    extension CartBuilder {
        /// The scene's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func build(input: CartInput, dependencies: any CartDependencies) -> CartViewController {
            buildScene(input: input, dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func buildScene(input: CartInput, dependencies: any CartDependencies) -> (
            viewController: CartViewController,
            dataStore: (any CartDataStore)?
        ) {
            // Assembled below; it hands this scene's data to the VIP scenes the routes open.
            weak var router: (any CartRoutingLogic & CartDataPassing)?
            // Routes to other generated modules open them here; the app's dependencies give the rest.
            let routeDestination: @MainActor (CartRoute, (any CartDataStore)?) -> UIViewController? =
                { route, dataStore in
                    switch route {
                    case .wishlist(let highlightedProductID):
                        let scene = WishlistBuilder.buildScene(
                            input: WishlistInput(highlightedProductID: highlightedProductID),
                            dependencies: dependencies
                        )
                        if let dataStore, var destinationDataStore = scene.dataStore {
                            router?.passDataToWishlist(source: dataStore, destination: &destinationDataStore)
                        }
                        return scene.viewController
                    default: return dependencies.cartDestination(for: route, dataStore: dataStore)
                    }
                }
            let viewController = CartViewController(destination: routeDestination)
            let scene = assemble(
                input: input,
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.cartWorker
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
