/// The scenes this one can lead to. The app decides what each one shows.
public enum GreetingRoute: Hashable, Sendable {
}

/// Navigation the screen can ask for.
@MainActor
public protocol GreetingRoutingLogic: AnyObject {
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol GreetingDataPassing: AnyObject {
    var dataStore: (any GreetingDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol GreetingRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: GreetingRoute, dataStore: (any GreetingDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class GreetingRouter: GreetingRoutingLogic, GreetingDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any GreetingRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any GreetingDataStore)?
}
