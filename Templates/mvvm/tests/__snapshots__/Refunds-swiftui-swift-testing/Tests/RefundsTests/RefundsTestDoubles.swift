import Foundation

@testable import Refunds

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class RefundsScreenSpy: RefundsRouteHandling {
    private(set) var viewModel: RefundsViewModel?
    private(set) var states: [RefundsState] = []
    private(set) var handledRoutes: [RefundsRoute] = []

    func bind(to viewModel: RefundsViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: RefundsRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class RefundsOutputSpy: RefundsOutputHandling {
    private(set) var outputs: [RefundsOutput] = []

    func handle(_ output: RefundsOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class RefundsServiceStub: RefundsService {
    /// When calls answer: at once unless a test holds them.
    let gate = RefundsCallGate()
    private(set) var refundAllRequests: [RefundsModels.RefundAll.Request] = []
    var refundAllResult: Result<RefundsModels.RefundAll.Response, any Error> = .success(.fixture)

    func refundAll(_ request: RefundsModels.RefundAll.Request) async throws -> RefundsModels.RefundAll.Response {
        refundAllRequests.append(request)
        try await gate.pass()
        return try refundAllResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class RefundsCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
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

struct RefundsTestError: Error, Equatable {}

@MainActor
extension RefundsModels.RefundAll.Request {
    static let fixture = RefundsModels.RefundAll.Request()
}

@MainActor
extension RefundsModels.RefundAll.Response {
    static let fixture = RefundsModels.RefundAll.Response(total: Decimal(1_352))
}

@MainActor
extension RefundsFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
