/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol SettingsView: AnyObject {
    func displayLoad(_ state: ShopUseCaseState<SettingsModels.Load.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol SettingsPresenting: AnyObject, Sendable {
    func load() async
    func showLegal(documentID: String)
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SettingsService: Sendable {
    func load(_ request: SettingsModels.Load.Request) async throws -> SettingsModels.Load.Response
}

/// The screens this module can lead to, with what each needs. The app decides what each one shows.
public enum SettingsRoute: Hashable, Sendable {
    case legal(documentID: String)
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol SettingsRouteHandling: AnyObject {
    func handle(_ route: SettingsRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol SettingsRouting: AnyObject {
    func routeToLegal(documentID: String)
}
