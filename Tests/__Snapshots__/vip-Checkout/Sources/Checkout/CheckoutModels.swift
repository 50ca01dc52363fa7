import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum CheckoutModels {
    /// `loadCart`: Fetches the current cart.
    public enum LoadCart {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let cartID: UUID

            public init(cartID: UUID) {
                self.cartID = cartID
            }
        }

        public struct Response: Equatable, Sendable {
            public let items: [CartItem]
            public let total: Decimal

            public init(items: [CartItem], total: Decimal) {
                self.items = items
                self.total = total
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let rows: [String]
            public let totalText: String
            public let itemCount: String

            public init(rows: [String], totalText: String, itemCount: String) {
                self.rows = rows
                self.totalText = totalText
                self.itemCount = itemCount
            }
        }
    }

    /// `applyCoupon`: Applies a coupon code to the cart.
    public enum ApplyCoupon {
        public struct Request: Equatable, Sendable {
            public let code: String

            public init(code: String) {
                self.code = code
            }
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let cartID: UUID
            public let code: String

            public init(cartID: UUID, code: String) {
                self.cartID = cartID
                self.code = code
            }
        }

        public struct Response: Equatable, Sendable {
            public let discount: Decimal
            public let isValid: Bool

            public init(discount: Decimal, isValid: Bool) {
                self.discount = discount
                self.isValid = isValid
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let discount: String
            public let isValid: Bool

            public init(discount: String, isValid: Bool) {
                self.discount = discount
                self.isValid = isValid
            }
        }
    }

    /// `pay`: Pays for the cart and returns the receipt.
    public enum Pay {
        public struct Request: Equatable, Sendable {
            public let shippingAddress: Address
            public let tip: Decimal?
            public let metadata: [String: String]

            public init(shippingAddress: Address, tip: Decimal?, metadata: [String: String]) {
                self.shippingAddress = shippingAddress
                self.tip = tip
                self.metadata = metadata
            }
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let cartID: UUID
            public let shippingAddress: Address
            public let tip: Decimal?
            public let metadata: [String: String]

            public init(cartID: UUID, shippingAddress: Address, tip: Decimal?, metadata: [String: String]) {
                self.cartID = cartID
                self.shippingAddress = shippingAddress
                self.tip = tip
                self.metadata = metadata
            }
        }

        public struct Response: Equatable, Sendable {
            public let receipt: Receipt

            public init(receipt: Receipt) {
                self.receipt = receipt
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let orderNumber: String
            public let paidAt: String
            public let confirmationText: String

            public init(orderNumber: String, paidAt: String, confirmationText: String) {
                self.orderNumber = orderNumber
                self.paidAt = paidAt
                self.confirmationText = confirmationText
            }
        }
    }
}

/// What Checkout is built with: its Builder takes it, and the roles that need it read it.
public struct CheckoutInput: Hashable, Sendable {
    public let cartID: UUID

    public init(cartID: UUID) {
        self.cartID = cartID
    }
}

/// What Checkout tells whoever opened it.
public enum CheckoutOutput: Hashable, Sendable {
    /// The payment went through.
    case paid(receipt: Receipt)
    /// The user left without paying.
    case cancelled
}

/// Receives Checkout's output: whoever opened it, held weakly.
@MainActor
public protocol CheckoutOutputHandling: AnyObject {
    func handle(_ output: CheckoutOutput)
}
