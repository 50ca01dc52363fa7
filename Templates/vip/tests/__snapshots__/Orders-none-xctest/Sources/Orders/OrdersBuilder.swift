/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct OrdersScene {
    public let interactor: any OrdersBusinessLogic
    public let router: any OrdersRoutingLogic & OrdersDataPassing
}

/// Assembles the scene. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:output:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum OrdersBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: OrdersInput,
        output: (any OrdersOutputHandling)?,
        viewController: any OrdersDisplayLogic,
        routeHandler: (any OrdersRouteHandling)?,
        worker: any OrdersWorking
    ) -> OrdersScene {
        let presenter = OrdersPresenter()
        presenter.viewController = viewController
        let interactor = OrdersInteractor(input: input, presenter: presenter, worker: worker)
        interactor.output = output
        let router = OrdersRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return OrdersScene(interactor: interactor, router: router)
    }
}
