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
    /// When calls answer: at once unless a test holds them.
    let gate = SearchCallGate()
    private(set) var loadRequests: [SearchModels.Load.Request] = []
    var loadResult: Result<SearchModels.Load.Response, any Error> = .success(.fixture)

    func load(_ request: SearchModels.Load.Request) async throws -> SearchModels.Load.Response {
        loadRequests.append(request)
        try await gate.pass()
        return try loadResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class SearchCallGate {
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
