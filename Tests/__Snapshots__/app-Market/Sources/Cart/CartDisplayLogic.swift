import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol CartDisplayLogic: AnyObject {
    func displayLoadCart(viewModel: MarketUseCaseState<CartModels.LoadCart.ViewModel>)
    func displayPlaceOrder(viewModel: MarketUseCaseState<CartModels.PlaceOrder.ViewModel>)
}
