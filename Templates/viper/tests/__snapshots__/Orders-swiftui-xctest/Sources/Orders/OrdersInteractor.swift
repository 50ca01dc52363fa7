/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor OrdersInteractor: OrdersInteracting {
    let service: any OrdersService

    init(service: any OrdersService) {
        self.service = service
    }

    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response {
        try await service.loadOrders(request)
    }

    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response {
        try await service.cancelOrder(request)
    }
}
