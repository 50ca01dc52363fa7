import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol OrdersView: AnyObject {
    func displayLoadOrders(_ state: OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel>)
    func displayCancelOrder(_ state: OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol OrdersPresenting: AnyObject, Sendable {
    func loadOrders() async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func cancelOrder(id: UUID) async
    func showOrderDetails()
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol OrdersService: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response
}

/// The screens this module can lead to. The app decides what each one shows.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetails
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol OrdersRouteHandling: AnyObject {
    func handle(_ route: OrdersRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol OrdersRouting: AnyObject {
    func routeToOrderDetails()
}
