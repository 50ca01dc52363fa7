/// The module's business rules (validation, caching, combining sources), tested without any UI. An
/// actor, so what a rule keeps is free of data races; calls still interleave at each `await`.
actor EdgesInteractor: EdgesInteracting {
    let service: any EdgesService

    init(service: any EdgesService) {
        self.service = service
    }

    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response {
        try await service.loadURLs(request)
    }

    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response {
        try await service.sendNote(request)
    }

    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response {
        try await service.loadTags(request)
    }

    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response {
        try await service.loadBadges(request)
    }
}
