/// The scenes this one can lead to. The app decides what each one shows.
public enum OrderHistoryRoute: Hashable, Sendable {
    case orderDetails
}

/// Navigation the screen can ask for.
@MainActor
public protocol OrderHistoryRoutingLogic: AnyObject {
    func routeToOrderDetails()
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol OrderHistoryDataPassing: AnyObject {
    var dataStore: (any OrderHistoryDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol OrderHistoryRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: OrderHistoryRoute, dataStore: (any OrderHistoryDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class OrderHistoryRouter: OrderHistoryRoutingLogic, OrderHistoryDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any OrderHistoryRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any OrderHistoryDataStore)?

    func routeToOrderDetails() {
        handler?.handle(.orderDetails, dataStore: dataStore)
    }
}
