@testable import Greeting

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class GreetingDisplaySpy: GreetingDisplayLogic, GreetingRouteHandling {
    var scene: GreetingScene?
    private(set) var handledRoutes: [GreetingRoute] = []
    private(set) var handedDataStores: [(any GreetingDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoad: [GreetingUseCaseState<GreetingModels.Load.ViewModel>] = []

    func handle(_ route: GreetingRoute, dataStore: (any GreetingDataStore)?) {
        // No routes yet, so nothing calls this.
    }

    func displayLoad(viewModel: GreetingUseCaseState<GreetingModels.Load.ViewModel>) {
        displayedLoad.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class GreetingPresentationSpy: GreetingPresentationLogic {
    private(set) var presentedLoad: [GreetingUseCaseState<GreetingModels.Load.Response>] = []

    func presentLoadStarted() {
        presentedLoad.append(.running)
    }

    func presentLoadCancelled() {
        presentedLoad.append(.idle)
    }

    func presentLoad(response: Result<GreetingModels.Load.Response, any Error>) {
        presentedLoad.append(GreetingUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class GreetingWorkerStub: GreetingWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = GreetingCallGate()
    private(set) var loadRequests: [GreetingModels.Load.Request] = []
    var loadResult: Result<GreetingModels.Load.Response, any Error> = .success(.fixture)

    func load(_ request: GreetingModels.Load.Request) async throws -> GreetingModels.Load.Response {
        loadRequests.append(request)
        try await gate.pass()
        return try loadResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class GreetingCallGate {
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

struct GreetingTestError: Error, Equatable {}

@MainActor
extension GreetingModels.Load.Request {
    static let fixture = Self()
}

@MainActor
extension GreetingModels.Load.Response {
    static let fixture = Self()
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class GreetingDependenciesStub: GreetingDependencies {
        let greetingWorker: any GreetingWorking = GreetingWorkerStub()
    }
#endif
