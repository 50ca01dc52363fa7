import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum ProductDetailRoute: Hashable, Sendable {
    case review(productID: UUID)
}

/// Navigation the screen can ask for.
@MainActor
public protocol ProductDetailRoutingLogic: AnyObject {
    func routeToReview(productID: UUID)
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol ProductDetailDataPassing: AnyObject {
    var dataStore: (any ProductDetailDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol ProductDetailRouteHandling: AnyObject {
    /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
    func handle(_ route: ProductDetailRoute, dataStore: (any ProductDetailDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class ProductDetailRouter: ProductDetailRoutingLogic, ProductDetailDataPassing {
    /// Weak: the handler is the scene's own screen, which owns the router.
    weak var handler: (any ProductDetailRouteHandling)?
    /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
    var dataStore: (any ProductDetailDataStore)?

    func routeToReview(productID: UUID) {
        handler?.handle(.review(productID: productID), dataStore: dataStore)
    }
}
