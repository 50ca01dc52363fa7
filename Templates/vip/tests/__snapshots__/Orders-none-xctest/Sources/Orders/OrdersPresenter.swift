import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol OrdersPresentationLogic: AnyObject {
    func presentLoadOrdersStarted()
    func presentLoadOrdersCancelled()
    func presentLoadOrders(response: Result<OrdersModels.LoadOrders.Response, any Error>)
    func presentCancelOrderStarted()
    func presentCancelOrder(response: Result<OrdersModels.CancelOrder.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class OrdersPresenter: OrdersPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any OrdersDisplayLogic)?

    func presentLoadOrdersStarted() {
        viewController?.displayLoadOrders(viewModel: .running)
    }

    func presentLoadOrdersCancelled() {
        viewController?.displayLoadOrders(viewModel: .idle)
    }

    func presentLoadOrders(response: Result<OrdersModels.LoadOrders.Response, any Error>) {
        viewController?.displayLoadOrders(
            viewModel: OrdersUseCaseState(
                response,
                viewModel: Self.loadOrdersViewModel,
                isEmpty: { $0.orders.isEmpty },
                failureMessage: Self.loadOrdersFailureMessage
            )
        )
    }

    func presentCancelOrderStarted() {
        viewController?.displayCancelOrder(viewModel: .running)
    }

    func presentCancelOrder(response: Result<OrdersModels.CancelOrder.Response, any Error>) {
        viewController?.displayCancelOrder(
            viewModel: OrdersUseCaseState(
                response,
                viewModel: Self.cancelOrderViewModel,
                failureMessage: Self.cancelOrderFailureMessage
            )
        )
    }
}

extension OrdersPresenter {
    static func loadOrdersViewModel(
        from response: OrdersModels.LoadOrders.Response
    ) -> OrdersModels.LoadOrders.ViewModel {
        OrdersModels.LoadOrders.ViewModel()
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadOrdersFailureMessage(for error: any Error) -> String {
        OrdersStrings.LoadOrders.failure
    }

    static func cancelOrderViewModel(
        from response: OrdersModels.CancelOrder.Response
    ) -> OrdersModels.CancelOrder.ViewModel {
        OrdersModels.CancelOrder.ViewModel(cancelled: response.cancelled)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func cancelOrderFailureMessage(for error: any Error) -> String {
        OrdersStrings.CancelOrder.failure
    }
}
