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
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadRequests: [GreetingModels.Load.Request] = []
    private var loadResult: Result<GreetingModels.Load.Response, any Error> = .success(.fixture)

    /// Makes every later call wait for `releaseHeldCalls()`, as a slow network would.
    func holdCalls() {
        holdsCalls = true
    }

    /// Lets later calls answer at once; the calls already held keep waiting.
    func stopHoldingCalls() {
        holdsCalls = false
    }

    /// Lets every held call answer, with the result scripted by then.
    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(count: count) }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// What `waitUntilHeld` gave up on.
    struct Timeout: Error {
        var count: Int
    }

    func setLoadResult(_ result: Result<GreetingModels.Load.Response, any Error>) {
        loadResult = result
    }

    func load(_ request: GreetingModels.Load.Request) async throws -> GreetingModels.Load.Response {
        loadRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadResult.get()
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
