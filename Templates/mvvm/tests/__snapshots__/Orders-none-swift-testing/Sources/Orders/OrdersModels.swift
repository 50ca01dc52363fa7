import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum OrdersModels {
    public enum LoadOrders {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let orders: [Order]

            public init(orders: [Order]) {
                self.orders = orders
            }
        }

        public struct Content: Equatable, Sendable {
            public init() {}
        }
    }

    public enum CancelOrder {
        public struct Request: Equatable, Sendable {
            public let id: UUID

            public init(id: UUID) {
                self.id = id
            }
        }

        public struct Response: Equatable, Sendable {
            public let cancelled: Bool

            public init(cancelled: Bool) {
                self.cancelled = cancelled
            }
        }

        public struct Content: Equatable, Sendable {
            public let cancelled: Bool

            public init(cancelled: Bool) {
                self.cancelled = cancelled
            }
        }
    }
}
