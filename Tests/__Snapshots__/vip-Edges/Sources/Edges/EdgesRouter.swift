import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum EdgesRoute: Hashable, Sendable {
    /// Opens the details.
    case details
    case open
}

/// Navigation the screen can ask for.
@MainActor
public protocol EdgesRoutingLogic: AnyObject {
    /// Opens the details.
    func routeToDetails()
    func routeToOpen()
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol EdgesDataPassing: AnyObject {
    var dataStore: (any EdgesDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol EdgesRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: EdgesRoute, dataStore: (any EdgesDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class EdgesRouter: EdgesRoutingLogic, EdgesDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any EdgesRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any EdgesDataStore)?

    func routeToDetails() {
        handler?.handle(.details, dataStore: dataStore)
    }

    func routeToOpen() {
        handler?.handle(.open, dataStore: dataStore)
    }
}
