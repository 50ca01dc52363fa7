import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum CartModels {
    public enum LoadCart {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let highlightedProductID: UUID?

            public init(highlightedProductID: UUID?) {
                self.highlightedProductID = highlightedProductID
            }
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

/// What Cart is built with: its Builder takes it, and the roles that need it read it.
public struct CartInput: Hashable, Sendable {
    public let highlightedProductID: UUID?

    public init(highlightedProductID: UUID?) {
        self.highlightedProductID = highlightedProductID
    }
}
