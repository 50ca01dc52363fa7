import Foundation

struct SearchQueryRequest {
    let text: String
}

struct SearchQueryResponse {
    let results: [SearchResult]
}

struct SearchResult: Identifiable, Hashable, Sendable {
    let id: String
    let title: String
    let subtitle: String?
    /// Relevance as reported by the backend, 0...1. Only used for sorting.
    let score: Double
}
