/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol OrderHistoryPresentationLogic: AnyObject {
    func presentLoadOrdersStarted()
    func presentLoadOrdersCancelled()
    func presentLoadOrders(response: Result<OrderHistoryModels.LoadOrders.Response, any Error>)
    func presentCancelOrderStarted()
    func presentCancelOrder(response: Result<OrderHistoryModels.CancelOrder.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class OrderHistoryPresenter: OrderHistoryPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any OrderHistoryDisplayLogic)?

    func presentLoadOrdersStarted() {
        viewController?.displayLoadOrders(viewModel: .running)
    }

    func presentLoadOrdersCancelled() {
        viewController?.displayLoadOrders(viewModel: .idle)
    }

    func presentLoadOrders(response: Result<OrderHistoryModels.LoadOrders.Response, any Error>) {
        viewController?.displayLoadOrders(
            viewModel: OrderHistoryUseCaseState(
                response,
                viewModel: Self.loadOrdersViewModel,
                failureMessage: Self.loadOrdersFailureMessage
            )
        )
    }

    func presentCancelOrderStarted() {
        viewController?.displayCancelOrder(viewModel: .running)
    }

    func presentCancelOrder(response: Result<OrderHistoryModels.CancelOrder.Response, any Error>) {
        viewController?.displayCancelOrder(
            viewModel: OrderHistoryUseCaseState(
                response,
                viewModel: Self.cancelOrderViewModel,
                failureMessage: Self.cancelOrderFailureMessage
            )
        )
    }
}

extension OrderHistoryPresenter {
    static func loadOrdersViewModel(
        from response: OrderHistoryModels.LoadOrders.Response
    ) -> OrderHistoryModels.LoadOrders.ViewModel {
        OrderHistoryModels.LoadOrders.ViewModel()
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadOrdersFailureMessage(for error: any Error) -> String {
        OrderHistoryStrings.LoadOrders.failure
    }

    static func cancelOrderViewModel(
        from response: OrderHistoryModels.CancelOrder.Response
    ) -> OrderHistoryModels.CancelOrder.ViewModel {
        OrderHistoryModels.CancelOrder.ViewModel()
    }

    /// Map the errors your worker throws to messages of their own here.
    static func cancelOrderFailureMessage(for error: any Error) -> String {
        OrderHistoryStrings.CancelOrder.failure
    }
}
