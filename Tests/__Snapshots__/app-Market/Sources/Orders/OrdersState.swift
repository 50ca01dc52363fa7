/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct OrdersState: Equatable, Sendable {
    public var loadOrders: MarketUseCaseState<OrdersModels.LoadOrders.Content> = .idle

    public init() {}
}
