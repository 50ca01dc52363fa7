import Foundation

/// Anything that can answer a search query. The live one talks to `/search/v3`,
/// previews and tests use `StaticSearchService`.
protocol SearchService: Sendable {
    func search(_ request: SearchQueryRequest) async throws -> SearchQueryResponse
}

enum SearchError: Error, Equatable {
    case offline
    case server(status: Int)
}

/// Filters a fixed list in memory. Handy for SwiftUI previews.
struct StaticSearchService: SearchService {
    var catalogue: [SearchResult]

    func search(_ request: SearchQueryRequest) async throws -> SearchQueryResponse {
        let needle = request.text.lowercased()
        let hits = catalogue
            .filter { $0.title.lowercased().contains(needle) }
            .sorted { $0.score > $1.score }
        return SearchQueryResponse(results: hits)
    }
}
