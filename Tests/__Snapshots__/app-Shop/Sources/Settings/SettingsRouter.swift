/// Turns navigation requests into routes, payload and all, for the handler.
@MainActor
final class SettingsRouter: SettingsRouting {
    /// Weak: the handler is the module's own screen, which owns the module.
    weak var handler: (any SettingsRouteHandling)?

    func routeToLegal(documentID: String) {
        self.handler?.handle(.legal(documentID: documentID))
    }
}
