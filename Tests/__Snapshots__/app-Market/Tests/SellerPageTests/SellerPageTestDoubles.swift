import Foundation

@testable import SellerPage

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class SellerPageViewSpy: SellerPageView, SellerPageRouteHandling {
    var presenter: (any SellerPagePresenting)?
    private(set) var handledRoutes: [SellerPageRoute] = []
    private(set) var loadSellerStates: [SellerPageUseCaseState<SellerPageModels.LoadSeller.ViewModel>] = []

    func handle(_ route: SellerPageRoute) {
        handledRoutes.append(route)
    }

    func displayLoadSeller(_ state: SellerPageUseCaseState<SellerPageModels.LoadSeller.ViewModel>) {
        loadSellerStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class SellerPageRouterSpy: SellerPageRouting {
    private(set) var routes: [SellerPageRoute] = []

    func routeToContact(sellerID: UUID) {
        routes.append(.contact(sellerID: sellerID))
    }
}

@MainActor
extension SellerPageInput {
    static let fixture = SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 95)))
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class SellerPageServiceStub: SellerPageService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = SellerPageCallGate()
    private(set) var loadSellerRequests: [SellerPageModels.LoadSeller.Request] = []
    var loadSellerResult: Result<SellerPageModels.LoadSeller.Response, any Error> = .success(.fixture)

    func loadSeller(
        _ request: SellerPageModels.LoadSeller.Request
    ) async throws -> SellerPageModels.LoadSeller.Response {
        loadSellerRequests.append(request)
        try await gate.pass()
        return try loadSellerResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class SellerPageCallGate {
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

struct SellerPageTestError: Error, Equatable {}

@MainActor
extension SellerPageModels.LoadSeller.Request {
    static let fixture = SellerPageModels.LoadSeller.Request(
        sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 93))
    )
}

@MainActor
extension SellerPageModels.LoadSeller.Response {
    static let fixture = SellerPageModels.LoadSeller.Response(
        seller: Seller(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            name: "name 2",
            rating: 6_972.5
        ),
        products: [
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
            ),
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 144))
            ),
        ]
    )
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class SellerPageDependenciesStub: SellerPageDependencies {
        let sellerPageService: any SellerPageService = SellerPageServiceStub()
        func sellerPageDestination(for route: SellerPageRoute) -> UIViewController? { nil }
    }
#endif
