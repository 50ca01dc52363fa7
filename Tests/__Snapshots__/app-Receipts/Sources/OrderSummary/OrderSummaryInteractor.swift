/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor OrderSummaryInteractor: OrderSummaryInteracting {
    let service: any OrderSummaryService

    init(service: any OrderSummaryService) {
        self.service = service
    }

    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response {
        try await service.loadSummary(request)
    }
}
