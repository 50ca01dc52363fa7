import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol ProductDetailPresentationLogic: AnyObject {
    func presentLoadProductStarted()
    func presentLoadProductCancelled()
    func presentLoadProduct(response: Result<ProductDetailModels.LoadProduct.Response, any Error>)
    func presentAddToCartStarted()
    func presentAddToCart(response: Result<ProductDetailModels.AddToCart.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class ProductDetailPresenter: ProductDetailPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any ProductDetailDisplayLogic)?
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: ProductDetailFormatting

    init(formatting: ProductDetailFormatting = ProductDetailFormatting()) {
        self.formatting = formatting
    }

    func presentLoadProductStarted() {
        viewController?.displayLoadProduct(viewModel: .running)
    }

    func presentLoadProductCancelled() {
        viewController?.displayLoadProduct(viewModel: .idle)
    }

    func presentLoadProduct(response: Result<ProductDetailModels.LoadProduct.Response, any Error>) {
        viewController?.displayLoadProduct(
            viewModel: ProductDetailUseCaseState(
                response,
                viewModel: Self.loadProductViewModel,
                failureMessage: Self.loadProductFailureMessage
            )
        )
    }

    func presentAddToCartStarted() {
        viewController?.displayAddToCart(viewModel: .running)
    }

    func presentAddToCart(response: Result<ProductDetailModels.AddToCart.Response, any Error>) {
        viewController?.displayAddToCart(
            viewModel: ProductDetailUseCaseState(
                response,
                viewModel: { Self.addToCartViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.addToCartFailureMessage
            )
        )
    }
}

extension ProductDetailPresenter {
    static func loadProductViewModel(
        from response: ProductDetailModels.LoadProduct.Response
    ) -> ProductDetailModels.LoadProduct.ViewModel {
        // Unmapped (the spec names no source): badge, isFavourite. They start empty; fill
        // them here, or give them 'from:' in the spec.
        ProductDetailModels.LoadProduct.ViewModel(badge: "", isFavourite: false)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadProductFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.LoadProduct.failure
    }

    static func addToCartViewModel(
        from response: ProductDetailModels.AddToCart.Response,
        formatting: ProductDetailFormatting
    ) -> ProductDetailModels.AddToCart.ViewModel {
        ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(response.cartCount))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func addToCartFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.AddToCart.failure
    }
}
