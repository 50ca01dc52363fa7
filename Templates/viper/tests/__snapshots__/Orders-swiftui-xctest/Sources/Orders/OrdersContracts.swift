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

/// The module's business rules, free of UI and navigation.
protocol OrdersInteracting: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol OrdersService: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response
}

/// The screens this module can lead to. The router makes the screen and the transition handler shows it.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetails
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `OrdersRoute` itself.
@MainActor
public protocol OrdersTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol OrdersRouting: AnyObject {
    func routeToOrderDetails()
}
