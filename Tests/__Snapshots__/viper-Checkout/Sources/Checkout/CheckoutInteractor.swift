/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor CheckoutInteractor: CheckoutInteracting {
    let service: any CheckoutService

    init(service: any CheckoutService) {
        self.service = service
    }

    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response {
        try await service.loadCart(request)
    }

    func applyCoupon(
        _ request: CheckoutModels.ApplyCoupon.Request
    ) async throws -> CheckoutModels.ApplyCoupon.Response {
        try await service.applyCoupon(request)
    }

    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response {
        try await service.pay(request)
    }
}
