/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor UserProfileInteractor: UserProfileInteracting {
    let service: any UserProfileService

    init(service: any UserProfileService) {
        self.service = service
    }

    func loadProfile(
        _ request: UserProfileModels.LoadProfile.Request
    ) async throws -> UserProfileModels.LoadProfile.Response {
        try await service.loadProfile(request)
    }

    func follow(_ request: UserProfileModels.Follow.Request) async throws -> UserProfileModels.Follow.Response {
        try await service.follow(request)
    }
}
