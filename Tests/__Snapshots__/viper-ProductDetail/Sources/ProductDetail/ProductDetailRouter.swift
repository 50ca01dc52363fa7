import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the view controller) show it.
@MainActor
final class ProductDetailRouter<TransitionHandler: ProductDetailTransitionHandling>: ProductDetailRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (ProductDetailRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (ProductDetailRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToReview(productID: UUID) {
        self.open(.review(productID: productID))
    }

    private func open(_ route: ProductDetailRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension ProductDetailRouter where TransitionHandler.Screen == ProductDetailRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
