/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct SearchState: Equatable, Sendable {
  public var load: SearchUseCaseState<SearchModels.Load.Content> = .idle

  public init() {}
}
