//
//  Order.swift
//  Shop
//
//  Created by Maria Lopez on 14/06/2022.
//

import Foundation

struct Order: Equatable {
    let id: UUID
    let title: String
    let total: Decimal
    let placedAt: Date
}

// The backend still sends ids as strings and money in cents (SHOP-412).
// Rows we can't read are dropped instead of failing the whole page.
extension Order {
    init?(dto: OrderDTO) {
        guard let id = UUID(uuidString: dto.id) else { return nil }
        self.init(id: id, title: dto.name, total: Decimal(dto.totalCents) / 100, placedAt: dto.createdAt)
    }
}
