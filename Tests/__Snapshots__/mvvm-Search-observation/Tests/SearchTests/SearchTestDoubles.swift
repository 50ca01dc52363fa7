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
    /// When calls answer: at once unless a test holds them.
    let gate = SearchCallGate()
    private(set) var loadRecentRequests: [SearchModels.LoadRecent.Request] = []
    var loadRecentResult: Result<SearchModels.LoadRecent.Response, any Error> = .success(.fixture)
    private(set) var findArticlesRequests: [SearchModels.FindArticles.Request] = []
    var findArticlesResult: Result<SearchModels.FindArticles.Response, any Error> = .success(.fixture)

    func loadRecent(_ request: SearchModels.LoadRecent.Request) async throws -> SearchModels.LoadRecent.Response {
        loadRecentRequests.append(request)
        try await gate.pass()
        return try loadRecentResult.get()
    }

    func findArticles(_ request: SearchModels.FindArticles.Request) async throws -> SearchModels.FindArticles.Response {
        findArticlesRequests.append(request)
        try await gate.pass()
        return try findArticlesResult.get()
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
