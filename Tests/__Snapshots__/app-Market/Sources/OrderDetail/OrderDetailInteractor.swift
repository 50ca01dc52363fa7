/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor OrderDetailInteractor: OrderDetailInteracting {
    let service: any OrderDetailService

    init(service: any OrderDetailService) {
        self.service = service
    }

    func loadOrder(
        _ request: OrderDetailModels.LoadOrder.Request
    ) async throws -> OrderDetailModels.LoadOrder.Response {
        try await service.loadOrder(request)
    }

    func cancelOrder(
        _ request: OrderDetailModels.CancelOrder.Request
    ) async throws -> OrderDetailModels.CancelOrder.Response {
        try await service.cancelOrder(request)
    }
}
