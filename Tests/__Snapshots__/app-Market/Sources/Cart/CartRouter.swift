import Checkout
import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum CartRoute: Hashable, Sendable {
    case checkout(orderID: UUID)
}

/// Navigation the screen can ask for.
@MainActor
public protocol CartRoutingLogic: AnyObject {
    /// Carries what the last `placeOrder` response holds; nothing opens before that response.
    func routeToCheckout()
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol CartDataPassing: AnyObject {
    var dataStore: (any CartDataStore)? { get }
    /// Hands what `source` knows to the Checkout scene the checkout route opens, once built.
    func passDataToCheckout(source: any CartDataStore, destination: inout any CheckoutDataStore)
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
        guard let response = dataStore?.placeOrderResponse else { return }
        handler?.handle(.checkout(orderID: response.orderID), dataStore: dataStore)
    }

    /// Clean Swift's `passDataTo…`, after the payload built Checkout's input: set here
    /// whatever else the next scene should know (`destination.<field> = source.<field>`).
    func passDataToCheckout(source: any CartDataStore, destination: inout any CheckoutDataStore) {
        // Nothing more to hand over: the payload is the whole of what Checkout takes.
    }
}
