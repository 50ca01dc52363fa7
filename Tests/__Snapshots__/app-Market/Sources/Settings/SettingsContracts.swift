/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol SettingsView: AnyObject {
    func displayLoadSettings(_ state: MarketUseCaseState<SettingsModels.LoadSettings.ViewModel>)
    func displaySetNotifications(_ state: MarketUseCaseState<SettingsModels.SetNotifications.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol SettingsPresenting: AnyObject, Sendable {
    func loadSettings() async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func setNotifications(on: Bool) async
    /// The app's about screen.
    func showAbout()
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SettingsService: Sendable {
    func loadSettings(
        _ request: SettingsModels.LoadSettings.Request
    ) async throws -> SettingsModels.LoadSettings.Response
    func setNotifications(
        _ request: SettingsModels.SetNotifications.Request
    ) async throws -> SettingsModels.SetNotifications.Response
}

/// The screens this module can lead to. The app decides what each one shows.
public enum SettingsRoute: Hashable, Sendable {
    /// The app's about screen.
    case about
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol SettingsRouteHandling: AnyObject {
    func handle(_ route: SettingsRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol SettingsRouting: AnyObject {
    func routeToAbout()
}
