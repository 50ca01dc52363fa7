/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct SearchState: Equatable, Sendable {
    public var loadRecent: SearchUseCaseState<SearchModels.LoadRecent.Content> = .idle
    public var findArticles: SearchUseCaseState<SearchModels.FindArticles.Content> = .idle

    public init() {}
}
