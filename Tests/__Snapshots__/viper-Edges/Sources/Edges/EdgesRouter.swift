import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the view controller) show it.
@MainActor
final class EdgesRouter<TransitionHandler: EdgesTransitionHandling>: EdgesRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (EdgesRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (EdgesRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToDetails() {
        self.open(.details)
    }

    func routeToOpen() {
        self.open(.open)
    }

    private func open(_ route: EdgesRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension EdgesRouter where TransitionHandler.Screen == EdgesRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
