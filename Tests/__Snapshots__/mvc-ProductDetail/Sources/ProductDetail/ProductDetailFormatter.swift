import Foundation

/// Turns what `ProductDetailModel` holds into what the views show, tested without a screen.
struct ProductDetailFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = ProductDetailFormatting()

    func loadProduct(
        _ state: ProductDetailCallState<ProductDetailModels.LoadProduct.Response>
    ) -> ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel> {
        ProductDetailUseCaseState(
            state,
            viewModel: { response in
                // Unmapped (the spec names no source): badge, isFavourite. They start empty;
                // fill them here, or give them 'from:' in the spec.
                ProductDetailModels.LoadProduct.ViewModel(badge: "", isFavourite: false)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in ProductDetailStrings.LoadProduct.failure }
        )
    }

    func addToCart(
        _ state: ProductDetailCallState<ProductDetailModels.AddToCart.Response>
    ) -> ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel> {
        ProductDetailUseCaseState(
            state,
            viewModel: { response in
                ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(response.cartCount))
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in ProductDetailStrings.AddToCart.failure }
        )
    }
}
