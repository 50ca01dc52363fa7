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
