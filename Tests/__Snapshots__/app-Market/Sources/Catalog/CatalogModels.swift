import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum CatalogModels {
    public enum LoadProducts {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let products: [Product]

            public init(products: [Product]) {
                self.products = products
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let products: [String]

            public init(products: [String]) {
                self.products = products
            }
        }
    }
}
