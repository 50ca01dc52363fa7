/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor ProductDetailInteractor: ProductDetailInteracting {
    let service: any ProductDetailService

    init(service: any ProductDetailService) {
        self.service = service
    }

    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response {
        try await service.loadProduct(request)
    }

    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
    ) async throws -> ProductDetailModels.AddToCart.Response {
        try await service.addToCart(request)
    }
}
