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
            public let totals: [String]

            public init(totals: [String]) {
                self.totals = totals
            }
        }
    }
}
