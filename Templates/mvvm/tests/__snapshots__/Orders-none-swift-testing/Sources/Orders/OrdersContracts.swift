import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol OrdersService: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response
}

/// The screens this module can lead to. The app decides what each one shows.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetails
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol OrdersRouteHandling: AnyObject {
    func handle(_ route: OrdersRoute)
}
