import Foundation

/// What OrderSummary is built with: its Builder takes it, and the roles that need it read it.
public struct OrderSummaryInput: Hashable, Sendable {
    public let receipt: Receipt

    public init(receipt: Receipt) {
        self.receipt = receipt
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum OrderSummaryModels {
    public enum LoadSummary {
        public struct Request: Equatable, Sendable {
            public let receipt: Receipt

            public init(receipt: Receipt) {
                self.receipt = receipt
            }
        }

        public struct Response: Equatable, Sendable {
            public let title: String

            public init(title: String) {
                self.title = title
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let title: String

            public init(title: String) {
                self.title = title
            }
        }
    }
}
