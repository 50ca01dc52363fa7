/// Turns navigation requests into routes for the handler, which on iOS is
/// `SettingsViewController`: it asks the app for the destination screen and shows it.
@MainActor
final class SettingsRouter: SettingsRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any SettingsRouteHandling)?

    func routeToAbout() {
        self.handler?.handle(.about)
    }
}
