/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor HomeInteractor: HomeInteracting {
    let service: any HomeService

    init(service: any HomeService) {
        self.service = service
    }

    func loadHome(_ request: HomeModels.LoadHome.Request) async throws -> HomeModels.LoadHome.Response {
        try await service.loadHome(request)
    }
}
