import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol CheckoutDisplayLogic: AnyObject {
    func displayLoadSummary(viewModel: MarketUseCaseState<CheckoutModels.LoadSummary.ViewModel>)
    func displayPay(viewModel: MarketUseCaseState<CheckoutModels.Pay.ViewModel>)
}
