import Foundation

/// What SellerPage is built with: its Builder takes it, and the roles that need it read it.
public struct SellerPageInput: Hashable, Sendable {
    public let sellerID: UUID

    public init(sellerID: UUID) {
        self.sellerID = sellerID
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum SellerPageModels {
    public enum LoadSeller {
        public struct Request: Equatable, Sendable {
            public let sellerID: UUID

            public init(sellerID: UUID) {
                self.sellerID = sellerID
            }
        }

        public struct Response: Equatable, Sendable {
            public let seller: Seller
            public let products: [Product]

            public init(seller: Seller, products: [Product]) {
                self.seller = seller
                self.products = products
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let seller: String
            public let products: [String]

            public init(seller: String, products: [String]) {
                self.seller = seller
                self.products = products
            }
        }
    }
}
