import Foundation

@testable import ReceiptSharing

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ReceiptSharingControllerSpy {
    let model: ReceiptSharingModel
    private(set) var loadShareTextStates: [ReceiptsUseCaseState<ReceiptSharingModels.LoadShareText.Response>] = []

    init(model: ReceiptSharingModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadShareTextState, in: &loadShareTextStates)
    }

    private func record<Value: Equatable>(
        _ state: ReceiptsUseCaseState<Value>,
        in states: inout [ReceiptsUseCaseState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension ReceiptSharingInput {
    static let fixture = ReceiptSharingInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ReceiptSharingServiceStub: ReceiptSharingService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadShareTextRequests: [ReceiptSharingModels.LoadShareText.Request] = []
    private var loadShareTextResult: Result<ReceiptSharingModels.LoadShareText.Response, any Error> = .success(.fixture)

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

    func setLoadShareTextResult(_ result: Result<ReceiptSharingModels.LoadShareText.Response, any Error>) {
        loadShareTextResult = result
    }

    func loadShareText(
        _ request: ReceiptSharingModels.LoadShareText.Request
    ) async throws -> ReceiptSharingModels.LoadShareText.Response {
        loadShareTextRequests.append(request)
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
        return try loadShareTextResult.get()
    }
}

struct ReceiptSharingTestError: Error, Equatable {}

@MainActor
extension ReceiptSharingModels.LoadShareText.Request {
    static let fixture = ReceiptSharingModels.LoadShareText.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension ReceiptSharingModels.LoadShareText.Response {
    static let fixture = ReceiptSharingModels.LoadShareText.Response(text: "text 2")
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class ReceiptSharingDependenciesStub: ReceiptSharingDependencies {
        let receiptSharingService: any ReceiptSharingService = ReceiptSharingServiceStub()
    }
#endif
