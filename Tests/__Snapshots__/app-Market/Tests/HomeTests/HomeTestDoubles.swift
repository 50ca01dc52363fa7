import Foundation

@testable import Home

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class HomeViewSpy: HomeView, HomeTransitionHandling {
    var presenter: (any HomePresenting)?
    private(set) var handledRoutes: [HomeRoute] = []
    private(set) var loadHomeStates: [HomeUseCaseState<HomeModels.LoadHome.ViewModel>] = []

    func show(_ route: HomeRoute) {
        handledRoutes.append(route)
    }

    func displayLoadHome(_ state: HomeUseCaseState<HomeModels.LoadHome.ViewModel>) {
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

/// The interactor of presenter tests: scripted results, recorded requests.
@MainActor
final class HomeInteractorStub: HomeInteracting {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = HomeCallGate()
    private(set) var loadHomeRequests: [HomeModels.LoadHome.Request] = []
    var loadHomeResult: Result<HomeModels.LoadHome.Response, any Error> = .success(.fixture)

    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response {
        loadHomeRequests.append(request)
        try await gate.pass()
        return try loadHomeResult.get()
    }
}

/// The app's service, under the real interactor the Builder wires.
@MainActor
final class HomeServiceStub: HomeService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = HomeCallGate()
    private(set) var loadHomeRequests: [HomeModels.LoadHome.Request] = []
    var loadHomeResult: Result<HomeModels.LoadHome.Response, any Error> = .success(.fixture)

    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response {
        loadHomeRequests.append(request)
        try await gate.pass()
        return try loadHomeResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class HomeCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    var suspendsCallsUntilCancelled = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if suspendsCallsUntilCancelled {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

struct HomeTestError: Error, Equatable {}

@MainActor
extension HomeFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension HomeModels.LoadHome.Request {
    static let fixture = HomeModels.LoadHome.Request()
}

@MainActor
extension HomeModels.LoadHome.Response {
    static let fixture = HomeModels.LoadHome.Response(greeting: "greeting 2", cartCount: 7_932)
}
