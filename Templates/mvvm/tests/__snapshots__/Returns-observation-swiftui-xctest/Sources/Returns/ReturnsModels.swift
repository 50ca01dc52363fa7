import Foundation

/// What Returns is built with: its Builder takes it, and the roles that need it read it.
public struct ReturnsInput: Hashable, Sendable {
    public let orderID: UUID

    public init(orderID: UUID) {
        self.orderID = orderID
    }
}

/// What Returns tells whoever opened it.
public enum ReturnsOutput: Hashable, Sendable {
    case returned(label: String)
    /// The user closed the screen.
    case dismissed
}

/// Receives Returns's output: whoever opened it, held weakly.
@MainActor
public protocol ReturnsOutputHandling: AnyObject {
    func handle(_ output: ReturnsOutput)
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum ReturnsModels {
    public enum LoadOrder {
        public struct Request: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let items: [String]

            public init(items: [String]) {
                self.items = items
            }
        }

        public struct Content: Equatable, Sendable {
            public let items: [String]

            public init(items: [String]) {
                self.items = items
            }
        }
    }

    public enum RequestReturn {
        public struct Request: Equatable, Sendable {
            public let orderID: UUID

            public init(orderID: UUID) {
                self.orderID = orderID
            }
        }

        public struct Response: Equatable, Sendable {
            public let label: String

            public init(label: String) {
                self.label = label
            }
        }

        public struct Content: Equatable, Sendable {
            public let label: String

            public init(label: String) {
                self.label = label
            }
        }
    }
}
