import Foundation

/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class ProductDetailPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any ProductDetailView)?
    /// Weak: whoever opened the module owns it, so a strong reference back would leak both.
    weak var output: (any ProductDetailOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: ProductDetailInput
    let service: any ProductDetailService
    let router: any ProductDetailRouting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: ProductDetailFormatting
    private let loadProductCalls = ProductDetailQueryCalls()
    private let addToCartCalls = ProductDetailCommandCalls()

    init(
        input: ProductDetailInput,
        service: any ProductDetailService,
        router: any ProductDetailRouting,
        formatting: ProductDetailFormatting = ProductDetailFormatting()
    ) {
        self.input = input
        self.service = service
        self.router = router
        self.formatting = formatting
    }
}

extension ProductDetailPresenter: ProductDetailPresenting {
    func update(_ input: ProductDetailInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadProductCalls.dropCallsInFlight()
        view?.displayLoadProduct(.idle)
        return true
    }

    func loadProduct() async {
        let request = ProductDetailModels.LoadProduct.Request(productID: self.input.productID)
        let outcome = await loadProductCalls.run { [service] in
            try await service.loadProduct(request)
        } onStart: {
            view?.displayLoadProduct(.running)
        } onCancel: {
            view?.displayLoadProduct(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadProduct(
            ProductDetailUseCaseState(
                outcome,
                viewModel: Self.loadProductViewModel,
                failureMessage: Self.loadProductFailureMessage
            )
        )
    }

    func addToCart(quantity: Int) async {
        let request = ProductDetailModels.AddToCart.Request(productID: self.input.productID, quantity: quantity)
        let outcome = await addToCartCalls.run { [service] in
            try await service.addToCart(request)
        } onStart: {
            view?.displayAddToCart(.running)
        }
        guard let outcome else { return }
        view?.displayAddToCart(
            ProductDetailUseCaseState(
                outcome,
                viewModel: { Self.addToCartViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.addToCartFailureMessage
            )
        )
        if case .success = outcome {
            output?.handle(.addedToCart(productID: request.productID, quantity: request.quantity))
        }
    }

    func showReview(productID: UUID) {
        router.routeToReview(productID: productID)
    }
}

extension ProductDetailPresenter {
    /// Formats the response of `loadProduct` for display.
    static func loadProductViewModel(
        from response: ProductDetailModels.LoadProduct.Response
    ) -> ProductDetailModels.LoadProduct.ViewModel {
        // Unmapped (the spec names no source): badge, isFavourite. They start empty; fill them here, or
        // give them 'from:' in the spec.
        ProductDetailModels.LoadProduct.ViewModel(badge: "", isFavourite: false)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProductFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.LoadProduct.failure
    }

    /// Formats the response of `addToCart` for display.
    static func addToCartViewModel(
        from response: ProductDetailModels.AddToCart.Response,
        formatting: ProductDetailFormatting
    ) -> ProductDetailModels.AddToCart.ViewModel {
        ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(response.cartCount))
    }

    /// Map the errors your service throws to messages of their own here.
    static func addToCartFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.AddToCart.failure
    }
}
