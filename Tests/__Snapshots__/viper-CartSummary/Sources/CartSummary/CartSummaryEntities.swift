import Foundation

public struct CartItem: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let title: String
    public let price: Decimal

    public init(id: UUID, title: String, price: Decimal) {
        self.id = id
        self.title = title
        self.price = price
    }
}

public struct SavedCart: Hashable, Sendable {
    public let name: String
    public let items: [CartItem]

    public init(name: String, items: [CartItem]) {
        self.name = name
        self.items = items
    }
}
