import Foundation

/// Turns navigation requests into routes for the handler.
@MainActor
final class OrdersRouter: OrdersRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any OrdersRouteHandling)?

    func routeToOrderDetails() {
        self.handler?.handle(.orderDetails)
    }
}
