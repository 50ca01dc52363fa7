import Foundation

/// What ProductDetail is built with: its Builder takes it, and the roles that need it read it.
public struct ProductDetailInput: Hashable, Sendable {
    public let productID: UUID

    public init(productID: UUID) {
        self.productID = productID
    }
}

/// What ProductDetail tells whoever opened it.
public enum ProductDetailOutput: Hashable, Sendable {
    case addedToCart(productID: UUID, quantity: Int)
}

/// Receives ProductDetail's output: whoever opened it, held weakly.
@MainActor
public protocol ProductDetailOutputHandling: AnyObject {
    func handle(_ output: ProductDetailOutput)
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum ProductDetailModels {
    public enum LoadProduct {
        public struct Request: Equatable, Sendable {
            public let productID: UUID

            public init(productID: UUID) {
                self.productID = productID
            }
        }

        public struct Response: Equatable, Sendable {
            public let title: String
            public let price: Decimal

            public init(title: String, price: Decimal) {
                self.title = title
                self.price = price
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let badge: String
            public let isFavourite: Bool

            public init(badge: String, isFavourite: Bool) {
                self.badge = badge
                self.isFavourite = isFavourite
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

        public struct ViewModel: Equatable, Sendable {
            public let cartCount: String

            public init(cartCount: String) {
                self.cartCount = cartCount
            }
        }
    }
}
