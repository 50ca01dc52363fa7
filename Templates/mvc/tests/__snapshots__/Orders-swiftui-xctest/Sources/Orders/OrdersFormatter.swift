import Foundation

/// Turns what `OrdersModel` holds into what the views show, tested without a screen.
struct OrdersFormatter {
    /// Empty when the answer has no orders.
    func loadOrders(
        _ state: OrdersUseCaseState<OrdersModels.LoadOrders.Response>
    ) -> OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel> {
        Self.shown(
            state,
            as: { response in
                OrdersModels.LoadOrders.ViewModel()
            },
            isEmpty: { $0.orders.isEmpty }
        )
    }

    func cancelOrder(
        _ state: OrdersUseCaseState<OrdersModels.CancelOrder.Response>
    ) -> OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel> {
        Self.shown(
            state,
            as: { response in
                OrdersModels.CancelOrder.ViewModel(cancelled: response.cancelled)
            }
        )
    }
}

extension OrdersFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: OrdersUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> OrdersUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
