import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class ProductDetailViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = ProductDetailState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (ProductDetailState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any ProductDetailRouteHandling)?
    /// Told each output event. Weak: whoever opened the module owns it (and its screen).
    public weak var output: (any ProductDetailOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: ProductDetailInput
    let service: any ProductDetailService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: ProductDetailFormatting
    private let loadProductCalls = MarketQueryCalls()
    private let addToCartCalls = MarketCommandCalls()
    /// The last `loadProduct` answer, which routes take their payload from; nil after a failure.
    private(set) var lastLoadProductResponse: ProductDetailModels.LoadProduct.Response?

    public convenience init(input: ProductDetailInput, service: any ProductDetailService) {
        self.init(input: input, service: service, formatting: ProductDetailFormatting())
    }

    init(input: ProductDetailInput, service: any ProductDetailService, formatting: ProductDetailFormatting) {
        self.input = input
        self.service = service
        self.formatting = formatting
    }

    public func loadProduct() async {
        let request = ProductDetailModels.LoadProduct.Request(productID: self.input.productID)
        let outcome = await loadProductCalls.run { [service] in
            try await service.loadProduct(request)
        } onStart: {
            state.loadProduct = .running
        } onCancel: {
            state.loadProduct = .idle
        }
        guard let outcome else { return }
        lastLoadProductResponse = try? outcome.get()
        state.loadProduct = MarketUseCaseState(
            outcome,
            viewModel: Self.loadProductContent(from:),
            failureMessage: Self.loadProductFailureMessage(for:)
        )
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func addToCart(quantity: Int) async {
        let request = ProductDetailModels.AddToCart.Request(productID: self.input.productID, quantity: quantity)
        let outcome = await addToCartCalls.run { [service] in
            try await service.addToCart(request)
        } onStart: {
            state.addToCart = .running
        }
        guard let outcome else { return }
        state.addToCart = MarketUseCaseState(
            outcome,
            viewModel: { Self.addToCartContent(from: $0, formatting: formatting) },
            failureMessage: Self.addToCartFailureMessage(for:)
        )
        guard case .success = outcome else { return }
        output?.handle(.addedToCart(productID: request.productID, quantity: request.quantity))
    }

    /// Carries what the last `loadProduct` response holds; nothing opens before that response.
    public func showSellerPage() {
        guard let response = lastLoadProductResponse else { return }
        routeHandler?.handle(.sellerPage(sellerID: response.seller.id))
    }
}

extension ProductDetailViewModel {
    static func loadProductContent(
        from response: ProductDetailModels.LoadProduct.Response
    ) -> ProductDetailModels.LoadProduct.Content {
        ProductDetailModels.LoadProduct.Content(product: response.product.title, seller: response.seller.name)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProductFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.LoadProduct.failure
    }

    static func addToCartContent(
        from response: ProductDetailModels.AddToCart.Response,
        formatting: ProductDetailFormatting
    ) -> ProductDetailModels.AddToCart.Content {
        ProductDetailModels.AddToCart.Content(cartCount: formatting.number(response.cartCount))
    }

    /// Map the errors your service throws to messages of their own here.
    static func addToCartFailureMessage(for error: any Error) -> String {
        ProductDetailStrings.AddToCart.failure
    }
}

extension ProductDetailViewModel: ProductDetailModuleInput {
    public func update(_ input: ProductDetailInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadProductCalls.dropCallsInFlight()
        lastLoadProductResponse = nil
        state.loadProduct = .idle
        return true
    }
}
