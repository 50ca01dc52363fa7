import Foundation

/// What ReceiptSharing is built with: its Builder takes it, and the roles that need it read it.
public struct ReceiptSharingInput: Hashable, Sendable {
    public let receipt: Receipt

    public init(receipt: Receipt) {
        self.receipt = receipt
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum ReceiptSharingModels {
    public enum LoadShareText {
        public struct Request: Equatable, Sendable {
            public let receipt: Receipt

            public init(receipt: Receipt) {
                self.receipt = receipt
            }
        }

        public struct Response: Equatable, Sendable {
            public let text: String

            public init(text: String) {
                self.text = text
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let text: String

            public init(text: String) {
                self.text = text
            }
        }
    }
}
