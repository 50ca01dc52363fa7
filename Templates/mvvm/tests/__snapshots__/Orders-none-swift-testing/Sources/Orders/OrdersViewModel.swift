import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class OrdersViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = OrdersState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (OrdersState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any OrdersRouteHandling)?
    let service: any OrdersService
    private let loadOrdersCalls = OrdersQueryCalls()
    private let cancelOrderCalls = OrdersCommandCalls()

    public init(service: any OrdersService) {
        self.service = service
    }

    public func loadOrders() async {
        let request = OrdersModels.LoadOrders.Request()
        let outcome = await loadOrdersCalls.run { [service] in
            try await service.loadOrders(request)
        } onStart: {
            state.loadOrders = .running
        } onCancel: {
            state.loadOrders = .idle
        }
        guard let outcome else { return }
        state.loadOrders = OrdersUseCaseState(
            outcome,
            viewModel: Self.loadOrdersContent(from:),
            isEmpty: { $0.orders.isEmpty },
            failureMessage: Self.loadOrdersFailureMessage(for:)
        )
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func cancelOrder(id: UUID) async {
        let request = OrdersModels.CancelOrder.Request(id: id)
        let outcome = await cancelOrderCalls.run { [service] in
            try await service.cancelOrder(request)
        } onStart: {
            state.cancelOrder = .running
        }
        guard let outcome else { return }
        state.cancelOrder = OrdersUseCaseState(
            outcome,
            viewModel: Self.cancelOrderContent(from:),
            failureMessage: Self.cancelOrderFailureMessage(for:)
        )
    }

    public func showOrderDetails() {
        routeHandler?.handle(.orderDetails)
    }
}

extension OrdersViewModel {
    static func loadOrdersContent(from response: OrdersModels.LoadOrders.Response) -> OrdersModels.LoadOrders.Content {
        OrdersModels.LoadOrders.Content()
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadOrdersFailureMessage(for error: any Error) -> String {
        OrdersStrings.LoadOrders.failure
    }

    static func cancelOrderContent(
        from response: OrdersModels.CancelOrder.Response
    ) -> OrdersModels.CancelOrder.Content {
        OrdersModels.CancelOrder.Content(cancelled: response.cancelled)
    }

    /// Map the errors your service throws to messages of their own here.
    static func cancelOrderFailureMessage(for error: any Error) -> String {
        OrdersStrings.CancelOrder.failure
    }
}
