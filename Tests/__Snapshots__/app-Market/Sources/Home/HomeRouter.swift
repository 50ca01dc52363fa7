/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the view controller) show it.
@MainActor
final class HomeRouter<TransitionHandler: HomeTransitionHandling>: HomeRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (HomeRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (HomeRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToCatalog() {
        self.open(.catalog)
    }

    func routeToCart() {
        self.open(.cart)
    }

    func routeToProfile() {
        self.open(.profile)
    }

    func routeToSearch() {
        self.open(.search)
    }

    private func open(_ route: HomeRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension HomeRouter where TransitionHandler.Screen == HomeRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
