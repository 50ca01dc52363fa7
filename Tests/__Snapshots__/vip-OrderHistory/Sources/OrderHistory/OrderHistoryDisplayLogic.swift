/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol OrderHistoryDisplayLogic: AnyObject {
    func displayLoadOrders(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.ViewModel>)
    func displayCancelOrder(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.ViewModel>)
}
