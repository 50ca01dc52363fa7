import Foundation

/// What Refunds tells whoever opened it.
public enum RefundsOutput: Hashable, Sendable {
    case closed(refunded: Bool)
}

/// Receives Refunds's output: whoever opened it, held weakly.
@MainActor
public protocol RefundsOutputHandling: AnyObject {
    func handle(_ output: RefundsOutput)
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum RefundsModels {
    public enum RefundAll {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let total: Decimal

            public init(total: Decimal) {
                self.total = total
            }
        }

        public struct Content: Equatable, Sendable {
            public let total: String

            public init(total: String) {
                self.total = total
            }
        }
    }
}
