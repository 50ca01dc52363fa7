import Foundation

/// Turns navigation requests into routes, payload and all, for the handler, which on iOS is
/// `SellerPageViewController`: it asks the app for the destination screen and shows it.
@MainActor
final class SellerPageRouter: SellerPageRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any SellerPageRouteHandling)?

    func routeToContact(sellerID: UUID) {
        self.handler?.handle(.contact(sellerID: sellerID))
    }
}
