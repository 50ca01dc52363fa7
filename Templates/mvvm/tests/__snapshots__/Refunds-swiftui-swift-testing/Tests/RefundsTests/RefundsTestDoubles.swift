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
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var refundAllRequests: [RefundsModels.RefundAll.Request] = []
    private var refundAllResult: Result<RefundsModels.RefundAll.Response, any Error> = .success(.fixture)

    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0

    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    func suspendCallsUntilCancelled() {
        suspendsCalls = true
    }

    /// Later calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    func holdCalls() {
        holdsCalls = true
    }

    func stopHoldingCalls() {
        holdsCalls = false
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

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func setRefundAllResult(_ result: Result<RefundsModels.RefundAll.Response, any Error>) {
        refundAllResult = result
    }

    func refundAll(_ request: RefundsModels.RefundAll.Request) async throws -> RefundsModels.RefundAll.Response {
        refundAllRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
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
        return try refundAllResult.get()
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
