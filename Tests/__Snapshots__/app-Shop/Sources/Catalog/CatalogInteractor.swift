/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor CatalogInteractor: CatalogInteracting {
    let service: any CatalogService

    init(service: any CatalogService) {
        self.service = service
    }

    func loadProducts(
        _ request: CatalogModels.LoadProducts.Request
    ) async throws -> CatalogModels.LoadProducts.Response {
        try await service.loadProducts(request)
    }
}
