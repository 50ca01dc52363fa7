import Foundation

/// What Refund is built with: its Builder takes it, and the roles that need it read it.
public struct RefundInput: Hashable, Sendable {
    public let receipt: Receipt

    public init(receipt: Receipt) {
        self.receipt = receipt
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum RefundModels {
    public enum RequestRefund {
        public struct Request: Equatable, Sendable {
            public let receipt: Receipt

            public init(receipt: Receipt) {
                self.receipt = receipt
            }
        }

        public struct Response: Equatable, Sendable {
            public let accepted: Bool

            public init(accepted: Bool) {
                self.accepted = accepted
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let accepted: Bool

            public init(accepted: Bool) {
                self.accepted = accepted
            }
        }
    }
}
