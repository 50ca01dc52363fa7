import Foundation

/// What Receipt is built with: its Builder takes it, and the roles that need it read it.
public struct ReceiptInput: Hashable, Sendable {
    public let receiptID: UUID

    public init(receiptID: UUID) {
        self.receiptID = receiptID
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum ReceiptModels {
    public enum LoadReceipt {
        public struct Request: Equatable, Sendable {
            public let receiptID: UUID

            public init(receiptID: UUID) {
                self.receiptID = receiptID
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
