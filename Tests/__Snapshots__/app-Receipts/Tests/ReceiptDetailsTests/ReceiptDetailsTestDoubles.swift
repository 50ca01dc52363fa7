import Foundation

@testable import ReceiptDetails

/// The screen: owns and binds to its view model as a real one does, and records states.
@MainActor
final class ReceiptDetailsScreenSpy {
    private(set) var viewModel: ReceiptDetailsViewModel?
    private(set) var states: [ReceiptDetailsState] = []

    func bind(to viewModel: ReceiptDetailsViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ReceiptDetailsServiceStub: ReceiptDetailsService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadDetailsRequests: [ReceiptDetailsModels.LoadDetails.Request] = []
    private var loadDetailsResult: Result<ReceiptDetailsModels.LoadDetails.Response, any Error> = .success(.fixture)

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

    func setLoadDetailsResult(_ result: Result<ReceiptDetailsModels.LoadDetails.Response, any Error>) {
        loadDetailsResult = result
    }

    func loadDetails(
        _ request: ReceiptDetailsModels.LoadDetails.Request
    ) async throws -> ReceiptDetailsModels.LoadDetails.Response {
        loadDetailsRequests.append(request)
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
        return try loadDetailsResult.get()
    }
}

struct ReceiptDetailsTestError: Error, Equatable {}

@MainActor
extension ReceiptDetailsModels.LoadDetails.Request {
    static let fixture = ReceiptDetailsModels.LoadDetails.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension ReceiptDetailsModels.LoadDetails.Response {
    static let fixture = ReceiptDetailsModels.LoadDetails.Response(title: "title 2")
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class ReceiptDetailsDependenciesStub: ReceiptDetailsDependencies {
        let receiptDetailsService: any ReceiptDetailsService = ReceiptDetailsServiceStub()
    }
#endif
