import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum WishlistRoute: Hashable, Sendable {
}

/// Navigation the screen can ask for.
@MainActor
public protocol WishlistRoutingLogic: AnyObject {
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol WishlistDataPassing: AnyObject {
    var dataStore: (any WishlistDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol WishlistRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: WishlistRoute, dataStore: (any WishlistDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class WishlistRouter: WishlistRoutingLogic, WishlistDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any WishlistRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any WishlistDataStore)?
}
