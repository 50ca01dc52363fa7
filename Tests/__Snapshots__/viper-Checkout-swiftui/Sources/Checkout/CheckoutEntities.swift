import Foundation

public struct CartItem: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let title: String
    public let quantity: Int
    public let price: Decimal
    public let imageURL: URL?

    public init(id: UUID, title: String, quantity: Int, price: Decimal, imageURL: URL?) {
        self.id = id
        self.title = title
        self.quantity = quantity
        self.price = price
        self.imageURL = imageURL
    }
}

public struct Address: Hashable, Sendable {
    public let street: String
    public let city: String
    public let postalCode: String

    public init(street: String, city: String, postalCode: String) {
        self.street = street
        self.city = city
        self.postalCode = postalCode
    }
}

public struct Receipt: Hashable, Sendable, Identifiable {
    public let id: String
    public let paidAt: Date
    public let items: [CartItem]
    public let shippingAddress: Address

    public init(id: String, paidAt: Date, items: [CartItem], shippingAddress: Address) {
        self.id = id
        self.paidAt = paidAt
        self.items = items
        self.shippingAddress = shippingAddress
    }
}
