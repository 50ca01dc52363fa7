import Foundation

@testable import About

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class AboutControllerSpy {
    let model: AboutModel
    private(set) var loadStates: [AboutCallState<AboutModels.Load.Response>] = []

    init(model: AboutModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadState, in: &loadStates)
    }

    private func record<Value: Equatable>(_ state: AboutCallState<Value>, in states: inout [AboutCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class AboutServiceStub: AboutService {
    /// When calls answer: at once unless a test holds them.
    let gate = AboutCallGate()
    private(set) var loadRequests: [AboutModels.Load.Request] = []
    var loadResult: Result<AboutModels.Load.Response, any Error> = .success(.fixture)

    func load(_ request: AboutModels.Load.Request) async throws -> AboutModels.Load.Response {
        loadRequests.append(request)
        try await gate.pass()
        return try loadResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class AboutCallGate {
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

struct AboutTestError: Error, Equatable {}

@MainActor
extension AboutModels.Load.Request {
    static let fixture = AboutModels.Load.Request()
}

@MainActor
extension AboutModels.Load.Response {
    static let fixture = AboutModels.Load.Response()
}
