import Foundation

@testable import OrderSummary

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class OrderSummaryViewSpy: OrderSummaryView, OrderSummaryTransitionHandling {
    var presenter: (any OrderSummaryPresenting)?
    private(set) var handledRoutes: [OrderSummaryRoute] = []
    private(set) var loadSummaryStates: [OrderSummaryUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>] = []

    func show(_ route: OrderSummaryRoute) {
        // No routes yet, so nothing calls this.
    }

    func displayLoadSummary(_ state: OrderSummaryUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>) {
        loadSummaryStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class OrderSummaryRouterSpy: OrderSummaryRouting {
    private(set) var routes: [OrderSummaryRoute] = []
}

@MainActor
extension OrderSummaryInput {
    static let fixture = OrderSummaryInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// The interactor of presenter tests: scripted results, recorded requests.
@MainActor
final class OrderSummaryInteractorStub: OrderSummaryInteracting {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = OrderSummaryCallGate()
    private(set) var loadSummaryRequests: [OrderSummaryModels.LoadSummary.Request] = []
    var loadSummaryResult: Result<OrderSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }
}

/// The app's service, under the real interactor the Builder wires.
@MainActor
final class OrderSummaryServiceStub: OrderSummaryService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = OrderSummaryCallGate()
    private(set) var loadSummaryRequests: [OrderSummaryModels.LoadSummary.Request] = []
    var loadSummaryResult: Result<OrderSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class OrderSummaryCallGate {
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

struct OrderSummaryTestError: Error, Equatable {}

@MainActor
extension OrderSummaryModels.LoadSummary.Request {
    static let fixture = OrderSummaryModels.LoadSummary.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension OrderSummaryModels.LoadSummary.Response {
    static let fixture = OrderSummaryModels.LoadSummary.Response(title: "title 2")
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class OrderSummaryDependenciesStub: OrderSummaryDependencies {
        let orderSummaryService: any OrderSummaryService = OrderSummaryServiceStub()
    }
#endif
