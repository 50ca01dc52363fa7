import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum CheckoutModels {
    public enum LoadSummary {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let total: Decimal

            public init(total: Decimal) {
                self.total = total
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let total: String

            public init(total: String) {
                self.total = total
            }
        }
    }

    public enum Pay {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let receiptID: UUID

            public init(receiptID: UUID) {
                self.receiptID = receiptID
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let receiptID: String

            public init(receiptID: String) {
                self.receiptID = receiptID
            }
        }
    }
}

/// What Checkout is built with: its Builder takes it, and the roles that need it read it.
public struct CheckoutInput: Hashable, Sendable {
    public let orderID: UUID

    public init(orderID: UUID) {
        self.orderID = orderID
    }
}

/// What Checkout tells whoever opened it.
public enum CheckoutOutput: Hashable, Sendable {
    case paid(orderID: UUID)
}

/// Receives Checkout's output: whoever opened it, held weakly.
@MainActor
public protocol CheckoutOutputHandling: AnyObject {
    func handle(_ output: CheckoutOutput)
}
