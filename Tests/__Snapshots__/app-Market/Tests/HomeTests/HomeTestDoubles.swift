import Foundation
import MarketTestSupport

@testable import Home

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class HomeViewSpy: HomeView, HomeTransitionHandling {
    var presenter: (any HomePresenting)?
    private(set) var handledRoutes: [HomeRoute] = []
    private(set) var loadHomeStates: [MarketUseCaseState<HomeModels.LoadHome.ViewModel>] = []

    func show(_ route: HomeRoute) {
        handledRoutes.append(route)
    }

    func displayLoadHome(_ state: MarketUseCaseState<HomeModels.LoadHome.ViewModel>) {
        loadHomeStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class HomeRouterSpy: HomeRouting {
    private(set) var routes: [HomeRoute] = []

    func routeToCatalog() {
        routes.append(.catalog)
    }

    func routeToCart() {
        routes.append(.cart)
    }

    func routeToProfile() {
        routes.append(.profile)
    }

    func routeToSearch() {
        routes.append(.search)
    }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class HomeServiceStub: HomeService, HomeInteracting {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadHomeRequests: [HomeModels.LoadHome.Request] = []
    var loadHomeResult: Result<HomeModels.LoadHome.Response, any Error> = .success(.fixture)

    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response {
        loadHomeRequests.append(request)
        try await gate.pass()
        return try loadHomeResult.get()
    }
}

struct HomeTestError: Error, Equatable {}

@MainActor
extension HomeModels.LoadHome.Request {
    static let fixture = HomeModels.LoadHome.Request()
}

@MainActor
extension HomeModels.LoadHome.Response {
    static let fixture = HomeModels.LoadHome.Response(greeting: "greeting 2", cartCount: 7_932)
}

@MainActor
extension HomeFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
