import Foundation

@testable import Search

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class SearchScreenSpy: SearchRouteHandling {
    private(set) var viewModel: SearchViewModel?
    private(set) var states: [SearchState] = []
    private(set) var handledRoutes: [SearchRoute] = []

    func bind(to viewModel: SearchViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: SearchRoute) {
        handledRoutes.append(route)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class SearchServiceStub: SearchService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadRecentRequests: [SearchModels.LoadRecent.Request] = []
    private var loadRecentResult: Result<SearchModels.LoadRecent.Response, any Error> = .success(.fixture)
    private(set) var findArticlesRequests: [SearchModels.FindArticles.Request] = []
    private var findArticlesResult: Result<SearchModels.FindArticles.Response, any Error> = .success(.fixture)

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

    func setLoadRecentResult(_ result: Result<SearchModels.LoadRecent.Response, any Error>) {
        loadRecentResult = result
    }

    func loadRecent(_ request: SearchModels.LoadRecent.Request) async throws -> SearchModels.LoadRecent.Response {
        loadRecentRequests.append(request)
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
        return try loadRecentResult.get()
    }

    func setFindArticlesResult(_ result: Result<SearchModels.FindArticles.Response, any Error>) {
        findArticlesResult = result
    }

    func findArticles(_ request: SearchModels.FindArticles.Request) async throws -> SearchModels.FindArticles.Response {
        findArticlesRequests.append(request)
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
        return try findArticlesResult.get()
    }
}

struct SearchTestError: Error, Equatable {}

@MainActor
extension SearchModels.LoadRecent.Request {
    static let fixture = SearchModels.LoadRecent.Request()
}

@MainActor
extension SearchModels.LoadRecent.Response {
    static let fixture = SearchModels.LoadRecent.Response(queries: ["queries 2", "queries 52"])
}

@MainActor
extension SearchModels.FindArticles.Request {
    static let fixture = SearchModels.FindArticles.Request(query: "query 1")
}

@MainActor
extension SearchModels.FindArticles.Response {
    static let fixture = SearchModels.FindArticles.Response(titles: ["titles 2", "titles 52"], total: 1_352)
}

@MainActor
extension SearchFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class SearchDependenciesStub: SearchDependencies {
        let searchService: any SearchService = SearchServiceStub()
        func searchDestination(for route: SearchRoute) -> UIViewController? { nil }
    }
#endif
