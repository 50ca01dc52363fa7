import Foundation

@testable import Profile

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ProfileControllerSpy {
    let model: ProfileModel
    private(set) var loadProfileStates: [MarketUseCaseState<ProfileModels.LoadProfile.Response>] = []

    init(model: ProfileModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadProfileState, in: &loadProfileStates)
    }

    private func record<Value: Equatable>(
        _ state: MarketUseCaseState<Value>,
        in states: inout [MarketUseCaseState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ProfileServiceStub: ProfileService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadProfileRequests: [ProfileModels.LoadProfile.Request] = []
    private var loadProfileResult: Result<ProfileModels.LoadProfile.Response, any Error> = .success(.fixture)

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

    func setLoadProfileResult(_ result: Result<ProfileModels.LoadProfile.Response, any Error>) {
        loadProfileResult = result
    }

    func loadProfile(_ request: ProfileModels.LoadProfile.Request) async throws -> ProfileModels.LoadProfile.Response {
        loadProfileRequests.append(request)
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
        return try loadProfileResult.get()
    }
}

struct ProfileTestError: Error, Equatable {}

@MainActor
extension ProfileModels.LoadProfile.Request {
    static let fixture = ProfileModels.LoadProfile.Request()
}

@MainActor
extension ProfileModels.LoadProfile.Response {
    static let fixture = ProfileModels.LoadProfile.Response(name: "name 2", email: "email 2")
}
