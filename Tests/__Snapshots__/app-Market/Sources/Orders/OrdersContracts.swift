import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol OrdersService: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows; routes to other generated modules open them with what they carry as their input.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetail(orderID: UUID)
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol OrdersRouteHandling: AnyObject {
    func handle(_ route: OrdersRoute)
}
