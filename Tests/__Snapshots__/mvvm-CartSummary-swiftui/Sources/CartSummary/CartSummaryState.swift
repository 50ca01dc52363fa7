/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct CartSummaryState: Equatable, Sendable {
    public var loadSummary: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.Content> = .idle
    public var loadSaved: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.Content> = .idle
    public var loadSuggestions: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.Content> = .idle

    public init() {}
}
