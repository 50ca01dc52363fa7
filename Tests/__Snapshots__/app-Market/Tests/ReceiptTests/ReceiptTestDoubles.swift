import Foundation

@testable import Receipt

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ReceiptControllerSpy {
    let model: ReceiptModel
    private(set) var loadReceiptStates: [MarketUseCaseState<ReceiptModels.LoadReceipt.Response>] = []

    init(model: ReceiptModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadReceiptState, in: &loadReceiptStates)
    }

    private func record<Value: Equatable>(
        _ state: MarketUseCaseState<Value>,
        in states: inout [MarketUseCaseState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension ReceiptInput {
    static let fixture = ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 249)))
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ReceiptServiceStub: ReceiptService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadReceiptRequests: [ReceiptModels.LoadReceipt.Request] = []
    private var loadReceiptResult: Result<ReceiptModels.LoadReceipt.Response, any Error> = .success(.fixture)

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

    func setLoadReceiptResult(_ result: Result<ReceiptModels.LoadReceipt.Response, any Error>) {
        loadReceiptResult = result
    }

    func loadReceipt(_ request: ReceiptModels.LoadReceipt.Request) async throws -> ReceiptModels.LoadReceipt.Response {
        loadReceiptRequests.append(request)
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
        return try loadReceiptResult.get()
    }
}

struct ReceiptTestError: Error, Equatable {}

@MainActor
extension ReceiptModels.LoadReceipt.Request {
    static let fixture = ReceiptModels.LoadReceipt.Request(
        receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 247))
    )
}

@MainActor
extension ReceiptModels.LoadReceipt.Response {
    static let fixture = ReceiptModels.LoadReceipt.Response(text: "text 2")
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class ReceiptDependenciesStub: ReceiptDependencies {
        let receiptService: any ReceiptService = ReceiptServiceStub()
        func receiptDestination(for route: ReceiptRoute) -> UIViewController? { nil }
    }
#endif
