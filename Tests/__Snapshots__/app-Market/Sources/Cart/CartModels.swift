import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum CartModels {
    public enum LoadCart {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let lines: [CartLine]
            public let total: Decimal

            public init(lines: [CartLine], total: Decimal) {
                self.lines = lines
                self.total = total
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let lines: [String]
            public let total: String

            public init(lines: [String], total: String) {
                self.lines = lines
                self.total = total
            }
        }
    }

    public enum PlaceOrder {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let orderID: String

            public init(orderID: String) {
                self.orderID = orderID
            }
        }
    }
}

/// What Cart tells whoever opened it.
public enum CartOutput: Hashable, Sendable {
    case orderPlaced(orderID: UUID)
}

/// Receives Cart's output: whoever opened it, held weakly.
@MainActor
public protocol CartOutputHandling: AnyObject {
    func handle(_ output: CartOutput)
}
