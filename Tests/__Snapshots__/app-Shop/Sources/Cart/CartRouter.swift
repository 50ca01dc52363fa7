import Foundation
import Wishlist

/// The scenes this one can lead to. The app decides what each one shows.
public enum CartRoute: Hashable, Sendable {
    case checkout
    case wishlist(highlightedProductID: UUID?)
}

/// Navigation the screen can ask for.
@MainActor
public protocol CartRoutingLogic: AnyObject {
    func routeToCheckout()
    func routeToWishlist(highlightedProductID: UUID?)
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol CartDataPassing: AnyObject {
    var dataStore: (any CartDataStore)? { get }
    /// Hands what `source` knows to the Wishlist scene the wishlist route opens, once built.
    func passDataToWishlist(source: any CartDataStore, destination: inout any WishlistDataStore)
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol CartRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: CartRoute, dataStore: (any CartDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class CartRouter: CartRoutingLogic, CartDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any CartRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any CartDataStore)?

    func routeToCheckout() {
        handler?.handle(.checkout, dataStore: dataStore)
    }

    func routeToWishlist(highlightedProductID: UUID?) {
        handler?.handle(.wishlist(highlightedProductID: highlightedProductID), dataStore: dataStore)
    }

    /// Clean Swift's `passDataTo…`, after the payload built Wishlist's input: set here
    /// whatever else the next scene should know (`destination.<field> = source.<field>`).
    func passDataToWishlist(source: any CartDataStore, destination: inout any WishlistDataStore) {
        // Nothing more to hand over: the payload is the whole of what Wishlist takes.
    }
}
