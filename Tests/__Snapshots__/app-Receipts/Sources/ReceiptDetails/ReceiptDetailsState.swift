/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct ReceiptDetailsState: Equatable, Sendable {
    public var loadDetails: ReceiptsUseCaseState<ReceiptDetailsModels.LoadDetails.Content> = .idle

    public init() {}
}
