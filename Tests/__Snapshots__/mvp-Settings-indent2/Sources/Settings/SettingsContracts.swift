/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol SettingsView: AnyObject {
  func displayLoad(_ state: SettingsUseCaseState<SettingsModels.Load.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol SettingsPresenting: AnyObject, Sendable {
  func load() async
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SettingsService: Sendable {
  func load(_ request: SettingsModels.Load.Request) async throws -> SettingsModels.Load.Response
}
