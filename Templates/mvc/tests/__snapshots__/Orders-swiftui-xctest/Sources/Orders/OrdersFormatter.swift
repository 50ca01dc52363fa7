import Foundation

/// Turns what `OrdersModel` holds into what the views show, tested without a screen.
struct OrdersFormatter {
    /// Empty when the answer has no orders.
    func loadOrders(
        _ state: OrdersCallState<OrdersModels.LoadOrders.Response>
    ) -> OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel> {
        OrdersUseCaseState(
            state,
            viewModel: { response in
                OrdersModels.LoadOrders.ViewModel()
            },
            isEmpty: { $0.orders.isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in OrdersStrings.LoadOrders.failure }
        )
    }

    func cancelOrder(
        _ state: OrdersCallState<OrdersModels.CancelOrder.Response>
    ) -> OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel> {
        OrdersUseCaseState(
            state,
            viewModel: { response in
                OrdersModels.CancelOrder.ViewModel(cancelled: response.cancelled)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in OrdersStrings.CancelOrder.failure }
        )
    }
}
