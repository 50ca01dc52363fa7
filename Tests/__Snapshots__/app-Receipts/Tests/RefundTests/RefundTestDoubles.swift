import Foundation

@testable import Refund

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class RefundViewSpy: RefundView, RefundRouteHandling {
    var presenter: (any RefundPresenting)?
    private(set) var handledRoutes: [RefundRoute] = []
    private(set) var requestRefundStates: [RefundUseCaseState<RefundModels.RequestRefund.ViewModel>] = []

    func handle(_ route: RefundRoute) {
        // No routes yet, so nothing calls this.
    }

    func displayRequestRefund(_ state: RefundUseCaseState<RefundModels.RequestRefund.ViewModel>) {
        requestRefundStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class RefundRouterSpy: RefundRouting {
    private(set) var routes: [RefundRoute] = []
}

@MainActor
extension RefundInput {
    static let fixture = RefundInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class RefundServiceStub: RefundService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = RefundCallGate()
    private(set) var requestRefundRequests: [RefundModels.RequestRefund.Request] = []
    var requestRefundResult: Result<RefundModels.RequestRefund.Response, any Error> = .success(.fixture)

    func requestRefund(
        _ request: RefundModels.RequestRefund.Request
    ) async throws -> RefundModels.RequestRefund.Response {
        requestRefundRequests.append(request)
        try await gate.pass()
        return try requestRefundResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class RefundCallGate {
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

struct RefundTestError: Error, Equatable {}

@MainActor
extension RefundModels.RequestRefund.Request {
    static let fixture = RefundModels.RequestRefund.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension RefundModels.RequestRefund.Response {
    static let fixture = RefundModels.RequestRefund.Response(accepted: true)
}
