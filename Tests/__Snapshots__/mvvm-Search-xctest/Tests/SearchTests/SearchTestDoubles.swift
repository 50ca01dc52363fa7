@testable import Search

/// The screen: owns and binds to its view model as a real one does, and records states.
@MainActor
final class SearchScreenSpy {
    private(set) var viewModel: SearchViewModel?
    private(set) var states: [SearchState] = []

    func bind(to viewModel: SearchViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class SearchServiceStub: SearchService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadRequests: [SearchModels.Load.Request] = []
    private var loadResult: Result<SearchModels.Load.Response, any Error> = .success(.fixture)

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

    func setLoadResult(_ result: Result<SearchModels.Load.Response, any Error>) {
        loadResult = result
    }

    func load(_ request: SearchModels.Load.Request) async throws -> SearchModels.Load.Response {
        loadRequests.append(request)
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
        return try loadResult.get()
    }
}

struct SearchTestError: Error, Equatable {}

@MainActor
extension SearchModels.Load.Request {
    static let fixture = SearchModels.Load.Request()
}

@MainActor
extension SearchModels.Load.Response {
    static let fixture = SearchModels.Load.Response()
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class SearchDependenciesStub: SearchDependencies {
        let searchService: any SearchService = SearchServiceStub()
    }
#endif
