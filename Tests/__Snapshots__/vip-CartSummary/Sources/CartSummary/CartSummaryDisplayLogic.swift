import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol CartSummaryDisplayLogic: AnyObject {
    func displayLoadSummary(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>)
    func displayLoadSaved(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>)
    func displayLoadSuggestions(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>)
}
