import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol CartDisplayLogic: AnyObject {
    func displayLoadCart(viewModel: ShopUseCaseState<CartModels.LoadCart.ViewModel>)
}
