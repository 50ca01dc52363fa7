/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct SearchState: Equatable, Sendable {
    public var findProducts: MarketUseCaseState<SearchModels.FindProducts.Content> = .idle

    public init() {}
}
