/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct CheckoutScene {
    public let interactor: any CheckoutBusinessLogic
    public let router: any CheckoutRoutingLogic & CheckoutDataPassing
}

/// Assembles the scene. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:output:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum CheckoutBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: CheckoutInput,
        output: (any CheckoutOutputHandling)?,
        viewController: any CheckoutDisplayLogic,
        routeHandler: (any CheckoutRouteHandling)?,
        worker: any CheckoutWorking
    ) -> CheckoutScene {
        let presenter = CheckoutPresenter()
        presenter.viewController = viewController
        let interactor = CheckoutInteractor(input: input, presenter: presenter, worker: worker)
        interactor.output = output
        let router = CheckoutRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return CheckoutScene(interactor: interactor, router: router)
    }
}

#if canImport(SwiftUI)
    extension CheckoutBuilder {
        /// The scene's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - output: Told what happens (`paid`, `cancelled`); held weakly. `nil`: nobody listens.
        ///   - worker: Does the scene's work (network, database).
        ///   - onRoute: Opens the screen for a route, given this scene's data; the app decides what
        ///     each one shows.
        public static func makeScreen(
            input: CheckoutInput,
            output: (any CheckoutOutputHandling)? = nil,
            worker: any CheckoutWorking,
            onRoute: @escaping @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> Void
        ) -> CheckoutScreen {
            // SwiftUI keeps this closure until it makes the model: weak, so it never keeps the opener.
            CheckoutScreen { [weak output] in
                let model = CheckoutScreenModel(onRoute: onRoute)
                model.scene = assemble(
                    input: input,
                    output: output,
                    viewController: model,
                    routeHandler: model,
                    worker: worker
                )
                return model
            }
        }
    }
#endif
