import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetails(id: UUID)
}

/// Navigation the screen can ask for.
@MainActor
public protocol OrdersRoutingLogic: AnyObject {
    func routeToOrderDetails(id: UUID)
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol OrdersDataPassing: AnyObject {
    var dataStore: (any OrdersDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol OrdersRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: OrdersRoute, dataStore: (any OrdersDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class OrdersRouter: OrdersRoutingLogic, OrdersDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any OrdersRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any OrdersDataStore)?

    func routeToOrderDetails(id: UUID) {
        handler?.handle(.orderDetails(id: id), dataStore: dataStore)
    }
}
