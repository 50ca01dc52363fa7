/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct ReturnsState: Equatable, Sendable {
    public var loadOrder: ReturnsUseCaseState<ReturnsModels.LoadOrder.Content> = .idle
    public var requestReturn: ReturnsUseCaseState<ReturnsModels.RequestReturn.Content> = .idle

    public init() {}
}
