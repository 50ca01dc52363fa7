/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct OrdersState: Equatable, Sendable {
    public var loadOrders: OrdersUseCaseState<OrdersModels.LoadOrders.Content> = .idle
    public var cancelOrder: OrdersUseCaseState<OrdersModels.CancelOrder.Content> = .idle

    public init() {}
}
