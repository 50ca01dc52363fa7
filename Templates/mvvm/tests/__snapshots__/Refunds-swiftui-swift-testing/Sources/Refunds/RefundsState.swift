/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct RefundsState: Equatable, Sendable {
    public var refundAll: RefundsUseCaseState<RefundsModels.RefundAll.Content> = .idle

    public init() {}
}
