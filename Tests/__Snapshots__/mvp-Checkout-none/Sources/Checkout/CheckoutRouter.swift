import Foundation

/// Turns navigation requests into routes, payload and all, for the handler.
@MainActor
final class CheckoutRouter: CheckoutRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any CheckoutRouteHandling)?

    func routeToConfirmation(receipt: Receipt) {
        self.handler?.handle(.confirmation(receipt: receipt))
    }

    func routeToAddressBook() {
        self.handler?.handle(.addressBook)
    }
}
