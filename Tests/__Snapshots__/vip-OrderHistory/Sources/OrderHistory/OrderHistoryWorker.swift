/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol OrderHistoryWorking: Sendable {
    func loadOrders(
        _ request: OrderHistoryModels.LoadOrders.Request
    ) async throws -> OrderHistoryModels.LoadOrders.Response
    func cancelOrder(
        _ request: OrderHistoryModels.CancelOrder.Request
    ) async throws -> OrderHistoryModels.CancelOrder.Response
}
