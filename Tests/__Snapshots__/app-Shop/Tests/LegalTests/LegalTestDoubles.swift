import Foundation

@testable import Legal

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class LegalControllerSpy {
    let model: LegalModel
    private(set) var loadDocumentStates: [ShopUseCaseState<LegalModels.LoadDocument.Response>] = []

    init(model: LegalModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadDocumentState, in: &loadDocumentStates)
    }

    private func record<Value: Equatable>(
        _ state: ShopUseCaseState<Value>,
        in states: inout [ShopUseCaseState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension LegalInput {
    static let fixture = LegalInput(documentID: "documentID 3")
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class LegalServiceStub: LegalService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadDocumentRequests: [LegalModels.LoadDocument.Request] = []
    private var loadDocumentResult: Result<LegalModels.LoadDocument.Response, any Error> = .success(.fixture)

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

    func setLoadDocumentResult(_ result: Result<LegalModels.LoadDocument.Response, any Error>) {
        loadDocumentResult = result
    }

    func loadDocument(_ request: LegalModels.LoadDocument.Request) async throws -> LegalModels.LoadDocument.Response {
        loadDocumentRequests.append(request)
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
        return try loadDocumentResult.get()
    }
}

struct LegalTestError: Error, Equatable {}

@MainActor
extension LegalModels.LoadDocument.Request {
    static let fixture = LegalModels.LoadDocument.Request(documentID: "documentID 1")
}

@MainActor
extension LegalModels.LoadDocument.Response {
    static let fixture = LegalModels.LoadDocument.Response(text: "text 2")
}
