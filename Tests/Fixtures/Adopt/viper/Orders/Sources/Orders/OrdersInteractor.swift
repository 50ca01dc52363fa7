import Foundation

/// Thin wrapper over `/v2/orders`. Pages are 1-based, that's what the API expects.
final class OrdersInteractor: OrdersInteractorInput {
    private let api: OrdersAPI
    private let pageSize: Int

    init(api: OrdersAPI, pageSize: Int = 20) {
        self.api = api
        self.pageSize = pageSize
    }

    func loadOrders(page: Int) async throws -> [Order] {
        let dtos = try await api.fetchOrders(page: page, pageSize: pageSize)
        return dtos.compactMap(Order.init(dto:)).sorted { $0.placedAt > $1.placedAt }
    }

    func cancelOrder(orderID: UUID) async throws {
        try await api.cancelOrder(id: orderID.uuidString.lowercased())
    }
}

/// Implemented by the app's `ShopAPIClient`.
public protocol OrdersAPI {
    func fetchOrders(page: Int, pageSize: Int) async throws -> [OrderDTO]
    func cancelOrder(id: String) async throws
}

public struct OrderDTO: Decodable {
    public let id: String
    public let name: String
    public let totalCents: Int
    public let createdAt: Date
}
