import Foundation

/// Turns what `ProductDetailModel` holds into what the views show, tested without a screen.
struct ProductDetailFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = ProductDetailFormatting()

    func loadProduct(
        _ state: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.Response>
    ) -> ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel> {
        Self.shown(
            state,
            as: { response in
                // Unmapped (the spec names no source): badge, isFavourite. They start empty;
                // fill them here, or give them 'from:' in the spec.
                ProductDetailModels.LoadProduct.ViewModel(badge: "", isFavourite: false)
            }
        )
    }

    func addToCart(
        _ state: ProductDetailUseCaseState<ProductDetailModels.AddToCart.Response>
    ) -> ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel> {
        Self.shown(
            state,
            as: { response in
                ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(response.cartCount))
            }
        )
    }
}

extension ProductDetailFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: ProductDetailUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> ProductDetailUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
