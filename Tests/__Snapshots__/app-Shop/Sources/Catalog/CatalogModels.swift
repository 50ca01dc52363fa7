import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum CatalogModels {
    public enum LoadProducts {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let items: [Item]

            public init(items: [Item]) {
                self.items = items
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let items: [String]

            public init(items: [String]) {
                self.items = items
            }
        }
    }
}
