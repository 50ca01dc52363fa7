import Foundation

/// Performs the navigation: makes the screen each route opens with `destination`, and has the
/// transition handler (the view controller) show it.
@MainActor
final class UserProfileRouter<TransitionHandler: UserProfileTransitionHandling>: UserProfileRouting {
    /// Weak: the transition handler is the module's own screen, which owns the module.
    weak var transitionHandler: TransitionHandler?
    /// The screen each route opens; `nil` ignores the route.
    let destination: @MainActor (UserProfileRoute) -> TransitionHandler.Screen?

    init(destination: @escaping @MainActor (UserProfileRoute) -> TransitionHandler.Screen?) {
        self.destination = destination
    }

    func routeToFollowers() {
        self.open(.followers)
    }

    func routeToEditProfile() {
        self.open(.editProfile)
    }

    private func open(_ route: UserProfileRoute) {
        guard let screen = destination(route) else { return }
        transitionHandler?.show(screen)
    }
}

extension UserProfileRouter where TransitionHandler.Screen == UserProfileRoute {
    /// A router that hands each route to the transition handler as it is: the app decides what it
    /// shows.
    convenience init() {
        self.init(destination: { $0 })
    }
}
