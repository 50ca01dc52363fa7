import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum OrdersModels {
    public enum LoadOrders {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let customerID: UUID

            public init(customerID: UUID) {
                self.customerID = customerID
            }
        }

        public struct Response: Equatable, Sendable {
            public let orders: [Order]

            public init(orders: [Order]) {
                self.orders = orders
            }
        }

        public struct ViewModel: Equatable, Sendable {
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

        public struct WorkerRequest: Equatable, Sendable {
            public let customerID: UUID
            public let id: UUID

            public init(customerID: UUID, id: UUID) {
                self.customerID = customerID
                self.id = id
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

/// What Orders is built with: its Builder takes it, and the roles that need it read it.
public struct OrdersInput: Hashable, Sendable {
    public let customerID: UUID

    public init(customerID: UUID) {
        self.customerID = customerID
    }
}

/// What Orders tells whoever opened it.
public enum OrdersOutput: Hashable, Sendable {
    case orderCancelled(id: UUID, customerID: UUID)
    case contactSupport(reason: String)
}

/// Receives Orders's output: whoever opened it, held weakly.
@MainActor
public protocol OrdersOutputHandling: AnyObject {
    func handle(_ output: OrdersOutput)
}
