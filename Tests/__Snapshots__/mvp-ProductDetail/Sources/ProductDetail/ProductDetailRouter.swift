import Foundation

/// Turns navigation requests into routes, payload and all, for the handler, which on iOS is
/// `ProductDetailViewController`: it asks the app for the destination screen and shows it.
@MainActor
final class ProductDetailRouter: ProductDetailRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any ProductDetailRouteHandling)?

    func routeToReview(productID: UUID) {
        self.handler?.handle(.review(productID: productID))
    }
}
