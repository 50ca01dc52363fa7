/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor LoginInteractor: LoginInteracting {
  let service: any LoginService

  init(service: any LoginService) {
    self.service = service
  }

  func load(_ request: LoginModels.Load.Request) async throws -> LoginModels.Load.Response {
    try await service.load(request)
  }
}
