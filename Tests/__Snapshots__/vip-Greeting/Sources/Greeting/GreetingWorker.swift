/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol GreetingWorking: Sendable {
    func load(_ request: GreetingModels.Load.Request) async throws -> GreetingModels.Load.Response
}
