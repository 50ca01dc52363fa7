import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum CartSummaryRoute: Hashable, Sendable {
}

/// Navigation the screen can ask for.
@MainActor
public protocol CartSummaryRoutingLogic: AnyObject {
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol CartSummaryDataPassing: AnyObject {
    var dataStore: (any CartSummaryDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol CartSummaryRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: CartSummaryRoute, dataStore: (any CartSummaryDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class CartSummaryRouter: CartSummaryRoutingLogic, CartSummaryDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any CartSummaryRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any CartSummaryDataStore)?
}
