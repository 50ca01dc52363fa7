/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum SearchModels {
    public enum LoadRecent {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let queries: [String]

            public init(queries: [String]) {
                self.queries = queries
            }
        }

        public struct Content: Equatable, Sendable {
            public let queries: [String]

            public init(queries: [String]) {
                self.queries = queries
            }
        }
    }

    public enum FindArticles {
        public struct Request: Equatable, Sendable {
            public let query: String

            public init(query: String) {
                self.query = query
            }
        }

        public struct Response: Equatable, Sendable {
            public let titles: [String]
            public let total: Int

            public init(titles: [String], total: Int) {
                self.titles = titles
                self.total = total
            }
        }

        public struct Content: Equatable, Sendable {
            public let titles: [String]
            public let totalText: String

            public init(titles: [String], totalText: String) {
                self.titles = titles
                self.totalText = totalText
            }
        }
    }
}
