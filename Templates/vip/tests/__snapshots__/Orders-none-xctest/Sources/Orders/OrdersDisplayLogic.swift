import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol OrdersDisplayLogic: AnyObject {
    func displayLoadOrders(viewModel: OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel>)
    func displayCancelOrder(viewModel: OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel>)
}
