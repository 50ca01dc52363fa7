import Foundation

/// What ReceiptDetails is built with: its Builder takes it, and the roles that need it read it.
public struct ReceiptDetailsInput: Hashable, Sendable {
    public let receipt: Receipt

    public init(receipt: Receipt) {
        self.receipt = receipt
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum ReceiptDetailsModels {
    public enum LoadDetails {
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

        public struct Content: Equatable, Sendable {
            public let title: String

            public init(title: String) {
                self.title = title
            }
        }
    }
}
