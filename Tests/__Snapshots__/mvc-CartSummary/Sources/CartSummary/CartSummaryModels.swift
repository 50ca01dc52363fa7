import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum CartSummaryModels {
    public enum LoadSummary {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let items: [CartItem]
            public let total: Decimal

            public init(items: [CartItem], total: Decimal) {
                self.items = items
                self.total = total
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let totalText: String

            public init(totalText: String) {
                self.totalText = totalText
            }
        }
    }

    public enum LoadSaved {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let saved: SavedCart?

            public init(saved: SavedCart?) {
                self.saved = saved
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let titles: [String]?

            public init(titles: [String]?) {
                self.titles = titles
            }
        }
    }

    public enum LoadSuggestions {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let count: Int
            public let suggestions: [String]?

            public init(count: Int, suggestions: [String]?) {
                self.count = count
                self.suggestions = suggestions
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let notes: [String]
            public let countText: String

            public init(notes: [String], countText: String) {
                self.notes = notes
                self.countText = countText
            }
        }
    }
}
