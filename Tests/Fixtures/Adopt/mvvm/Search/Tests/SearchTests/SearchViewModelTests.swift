import Foundation
import Testing
@testable import Search

@MainActor
@Suite("SearchViewModel")
struct SearchViewModelTests {

    let recents: RecentSearches

    init() {
        let defaults = UserDefaults(suiteName: "SearchViewModelTests.\(UUID().uuidString)")!
        recents = RecentSearches(defaults: defaults)
    }

    func makeViewModel(_ service: some SearchService) -> SearchViewModel {
        SearchViewModel(service: service, recents: recents, debounce: .zero)
    }

    @Test func shortQueriesDoNotSearch() async {
        let service = RecordingService(results: [.stub("Apple")])
        let viewModel = makeViewModel(service)

        viewModel.query = "a"
        await viewModel.settle()

        #expect(viewModel.state == .idle)
        #expect(await service.queries.isEmpty)
    }

    @Test func typingSearchesTrimmedText() async {
        let service = RecordingService(results: [.stub("Apple")])
        let viewModel = makeViewModel(service)

        viewModel.query = "  apple "
        await viewModel.settle()

        #expect(await service.queries == ["apple"])
        #expect(viewModel.state == .results([.stub("Apple")]))
        #expect(recents.all == ["apple"])
    }

    @Test func emptyResponseShowsNoResults() async {
        let viewModel = makeViewModel(RecordingService(results: []))
        await viewModel.search("zzz")
        #expect(viewModel.state == .noResults(query: "zzz"))
        #expect(recents.all.isEmpty)
    }

    @Test(arguments: [SearchError.offline, .server(status: 503)])
    func failuresAreShown(error: SearchError) async {
        let viewModel = makeViewModel(RecordingService(error: error))
        await viewModel.search("shoes")
        guard case .failed = viewModel.state else {
            Issue.record("expected .failed, got \(viewModel.state)")
            return
        }
    }

    @Test func recentsIgnoreCaseWhenDeduplicating() {
        for query in ["a", "b", "A", "c"] { recents.remember(query) }
        #expect(recents.all == ["c", "A", "b"])
    }
}

// MARK: - Helpers

private actor RecordingService: SearchService {
    private let results: [SearchResult]
    private let error: SearchError?
    private(set) var queries: [String] = []

    init(results: [SearchResult] = [], error: SearchError? = nil) {
        self.results = results
        self.error = error
    }

    func search(_ request: SearchQueryRequest) async throws -> SearchQueryResponse {
        queries.append(request.text)
        if let error { throw error }
        return SearchQueryResponse(results: results)
    }
}

private extension SearchResult {
    static func stub(_ title: String) -> SearchResult {
        SearchResult(id: title.lowercased(), title: title, subtitle: nil, score: 1)
    }
}
