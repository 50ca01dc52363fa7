/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SearchService: Sendable {
    func load(_ request: SearchModels.Load.Request) async throws -> SearchModels.Load.Response
}
