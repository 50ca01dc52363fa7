#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Checkout
    import Receipt
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct CartScene {
    public let interactor: any CartBusinessLogic
    public let router: any CartRoutingLogic & CartDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(output:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum CartBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        output: (any CartOutputHandling)?,
        viewController: any CartDisplayLogic,
        routeHandler: (any CartRouteHandling)?,
        worker: any CartWorking
    ) -> CartScene {
        makeScene(output: output, viewController: viewController, routeHandler: routeHandler, worker: worker).scene
    }

    /// What `assemble` makes, with its interactor as its own type: `build` hands it to the modules
    /// its routes open, as the listener of their output.
    static func makeScene(
        output: (any CartOutputHandling)?,
        viewController: any CartDisplayLogic,
        routeHandler: (any CartRouteHandling)?,
        worker: any CartWorking
    ) -> (scene: CartScene, interactor: CartInteractor) {
        let presenter = CartPresenter()
        presenter.viewController = viewController
        let interactor = CartInteractor(presenter: presenter, worker: worker)
        interactor.output = output
        let router = CartRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return (CartScene(interactor: interactor, router: router), interactor)
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Cart needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CartDependencies: CheckoutDependencies {
        var cartWorker: any CartWorking { get }
    }

    extension CartBuilder {
        /// The scene's screen, ready to push or present.
        /// - Parameters:
        ///   - output: Told what happens (`orderPlaced`); held weakly. `nil`: nobody listens.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func build(
            output: (any CartOutputHandling)? = nil,
            dependencies: any CartDependencies
        ) -> CartViewController {
            buildScene(output: output, dependencies: dependencies).viewController
        }

        /// The scene's screen and its data store, for whoever opens the scene to hand it data after
        /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
        /// - Parameters:
        ///   - output: Told what happens (`orderPlaced`); held weakly. `nil`: nobody listens.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func buildScene(
            output: (any CartOutputHandling)? = nil,
            dependencies: any CartDependencies
        ) -> (viewController: CartViewController, dataStore: (any CartDataStore)?) {
            // Assembled below; it hands this scene's data to the VIP scenes the routes open.
            weak var router: (any CartRoutingLogic & CartDataPassing)?
            // Assembled below: it hears the output of the modules its routes open.
            weak var listener: CartInteractor?
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (CartRoute, (any CartDataStore)?) -> UIViewController? =
                { route, dataStore in
                    switch route {
                    case .checkout(let orderID):
                        let scene = CheckoutBuilder.buildScene(
                            input: CheckoutInput(orderID: orderID),
                            output: listener,
                            dependencies: dependencies
                        )
                        if let dataStore, var destinationDataStore = scene.dataStore {
                            router?.passDataToCheckout(source: dataStore, destination: &destinationDataStore)
                        }
                        return scene.viewController
                    }
                }
            let viewController = CartViewController(destination: routeDestination)
            let (scene, interactor) = makeScene(
                output: output,
                viewController: viewController,
                routeHandler: viewController,
                worker: dependencies.cartWorker
            )
            listener = interactor
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            router = scene.router
            return (viewController, scene.router.dataStore)
        }
    }
#endif
