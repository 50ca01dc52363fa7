import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol ProductDetailDisplayLogic: AnyObject {
    func displayLoadProduct(viewModel: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>)
    func displayAddToCart(viewModel: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>)
}
