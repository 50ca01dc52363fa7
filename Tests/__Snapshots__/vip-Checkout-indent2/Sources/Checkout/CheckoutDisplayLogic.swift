import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol CheckoutDisplayLogic: AnyObject {
  func displayLoadCart(viewModel: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>)
  func displayApplyCoupon(viewModel: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>)
  func displayPay(viewModel: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>)
}
