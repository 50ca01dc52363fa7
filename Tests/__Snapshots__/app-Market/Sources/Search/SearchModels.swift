import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum SearchModels {
    public enum FindProducts {
        public struct Request: Equatable, Sendable {
            public let query: String

            public init(query: String) {
                self.query = query
            }
        }

        public struct Response: Equatable, Sendable {
            public let products: [Product]

            public init(products: [Product]) {
                self.products = products
            }
        }

        public struct Content: Equatable, Sendable {
            public let products: [String]

            public init(products: [String]) {
                self.products = products
            }
        }
    }
}
