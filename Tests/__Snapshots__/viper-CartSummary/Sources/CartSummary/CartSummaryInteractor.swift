/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor CartSummaryInteractor: CartSummaryInteracting {
    let service: any CartSummaryService

    init(service: any CartSummaryService) {
        self.service = service
    }

    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response {
        try await service.loadSummary(request)
    }

    func loadSaved(
        _ request: CartSummaryModels.LoadSaved.Request
    ) async throws -> CartSummaryModels.LoadSaved.Response {
        try await service.loadSaved(request)
    }

    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response {
        try await service.loadSuggestions(request)
    }
}
