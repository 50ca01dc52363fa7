import Foundation

/// What Product is built with: its Builder takes it, and the roles that need it read it.
public struct ProductInput: Hashable, Sendable {
    public let productID: UUID

    public init(productID: UUID) {
        self.productID = productID
    }
}

/// What Product tells whoever opened it.
public enum ProductOutput: Hashable, Sendable {
    case addedToCart(productID: UUID, quantity: Int)
}

/// Receives Product's output: whoever opened it, held weakly.
@MainActor
public protocol ProductOutputHandling: AnyObject {
    func handle(_ output: ProductOutput)
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum ProductModels {
    public enum LoadProduct {
        public struct Request: Equatable, Sendable {
            public let productID: UUID

            public init(productID: UUID) {
                self.productID = productID
            }
        }

        public struct Response: Equatable, Sendable {
            public let item: Item

            public init(item: Item) {
                self.item = item
            }
        }

        public struct Content: Equatable, Sendable {
            public let item: String

            public init(item: String) {
                self.item = item
            }
        }
    }

    public enum AddToCart {
        public struct Request: Equatable, Sendable {
            public let productID: UUID
            public let quantity: Int

            public init(productID: UUID, quantity: Int) {
                self.productID = productID
                self.quantity = quantity
            }
        }

        public struct Response: Equatable, Sendable {
            public let cartCount: Int

            public init(cartCount: Int) {
                self.cartCount = cartCount
            }
        }

        public struct Content: Equatable, Sendable {
            public let cartCount: String

            public init(cartCount: String) {
                self.cartCount = cartCount
            }
        }
    }
}
