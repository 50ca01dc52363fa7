/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol HomeView: AnyObject {
    func displayLoadHome(_ state: MarketUseCaseState<HomeModels.LoadHome.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol HomePresenting: AnyObject, Sendable {
    func loadHome() async
    func showCatalog()
    func showCart()
    func showProfile()
    /// The app's search screen.
    func showSearch()
}

/// The module's business rules, free of UI and navigation.
protocol HomeInteracting: Sendable {
    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol HomeService: Sendable {
    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response
}

/// The screens this module can lead to. The router makes the screen (a generated module's, built with the payload as
/// its input, or the app's) and the transition handler shows it.
public enum HomeRoute: Hashable, Sendable {
    case catalog
    case cart
    case profile
    /// The app's search screen.
    case search
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `HomeRoute` itself.
@MainActor
public protocol HomeTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol HomeRouting: AnyObject {
    func routeToCatalog()
    func routeToCart()
    func routeToProfile()
    func routeToSearch()
}
