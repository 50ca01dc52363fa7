import Foundation

/// What OrderDetail is built with: its Builder takes it, and the roles that need it read it.
public struct OrderDetailInput: Hashable, Sendable {
    public let orderID: UUID

    public init(orderID: UUID) {
        self.orderID = orderID
    }
}

/// What OrderDetail tells whoever opened it.
public enum OrderDetailOutput: Hashable, Sendable {
    case cancelled(orderID: UUID)
}

/// Receives OrderDetail's output: whoever opened it, held weakly.
@MainActor
public protocol OrderDetailOutputHandling: AnyObject {
    func handle(_ output: OrderDetailOutput)
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum OrderDetailModels {
    public enum LoadOrder {
        public struct Request: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let order: Order

            public init(order: Order) {
                self.order = order
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let placedText: String
            public let totalText: String

            public init(placedText: String, totalText: String) {
                self.placedText = placedText
                self.totalText = totalText
            }
        }
    }

    public enum CancelOrder {
        public struct Request: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let cancelled: Bool

            public init(cancelled: Bool) {
                self.cancelled = cancelled
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let cancelled: Bool

            public init(cancelled: Bool) {
                self.cancelled = cancelled
            }
        }
    }
}
