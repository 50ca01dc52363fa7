import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol OrdersWorking: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.WorkerRequest) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(
        _ request: OrdersModels.CancelOrder.WorkerRequest
    ) async throws -> OrdersModels.CancelOrder.Response
}
