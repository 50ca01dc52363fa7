import Foundation

public struct Order: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let total: Decimal

    public init(id: UUID, total: Decimal) {
        self.id = id
        self.total = total
    }
}
