import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the app's) show it.
@MainActor
final class OrdersRouter<TransitionHandler: OrdersTransitionHandling>: OrdersRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (OrdersRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (OrdersRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToOrderDetails() {
        self.open(.orderDetails)
    }

    private func open(_ route: OrdersRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension OrdersRouter where TransitionHandler.Screen == OrdersRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
