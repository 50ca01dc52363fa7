import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the app's) show it.
@MainActor
final class CheckoutRouter<TransitionHandler: CheckoutTransitionHandling>: CheckoutRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (CheckoutRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (CheckoutRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToConfirmation(receipt: Receipt) {
        self.open(.confirmation(receipt: receipt))
    }

    func routeToAddressBook() {
        self.open(.addressBook)
    }

    private func open(_ route: CheckoutRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension CheckoutRouter where TransitionHandler.Screen == CheckoutRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
