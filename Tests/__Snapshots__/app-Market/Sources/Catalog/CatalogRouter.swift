import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the view controller) show it.
@MainActor
final class CatalogRouter<TransitionHandler: CatalogTransitionHandling>: CatalogRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (CatalogRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (CatalogRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToProductDetails(productID: UUID) {
        self.open(.productDetails(productID: productID))
    }

    private func open(_ route: CatalogRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension CatalogRouter where TransitionHandler.Screen == CatalogRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
