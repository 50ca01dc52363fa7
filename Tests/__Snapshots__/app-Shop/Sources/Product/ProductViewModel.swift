import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class ProductViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = ProductState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (ProductState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any ProductRouteHandling)?
    /// Told each output event. Weak: whoever opened the module owns it (and its screen).
    public weak var output: (any ProductOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: ProductInput
    let service: any ProductService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: ProductFormatting
    private let loadProductCalls = ShopQueryCalls()
    private let addToCartCalls = ShopCommandCalls()

    public convenience init(input: ProductInput, service: any ProductService) {
        self.init(input: input, service: service, formatting: ProductFormatting())
    }

    init(input: ProductInput, service: any ProductService, formatting: ProductFormatting) {
        self.input = input
        self.service = service
        self.formatting = formatting
    }

    public func loadProduct() async {
        let request = ProductModels.LoadProduct.Request(productID: self.input.productID)
        let outcome = await loadProductCalls.run { [service] in
            try await service.loadProduct(request)
        } onStart: {
            state.loadProduct = .running
        } onCancel: {
            state.loadProduct = .idle
        }
        guard let outcome else { return }
        state.loadProduct = ShopUseCaseState(
            outcome,
            viewModel: Self.loadProductContent(from:),
            failureMessage: Self.loadProductFailureMessage(for:)
        )
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func addToCart(quantity: Int) async {
        let request = ProductModels.AddToCart.Request(productID: self.input.productID, quantity: quantity)
        let outcome = await addToCartCalls.run { [service] in
            try await service.addToCart(request)
        } onStart: {
            state.addToCart = .running
        }
        guard let outcome else { return }
        state.addToCart = ShopUseCaseState(
            outcome,
            viewModel: { Self.addToCartContent(from: $0, formatting: formatting) },
            failureMessage: Self.addToCartFailureMessage(for:)
        )
        guard case .success = outcome else { return }
        output?.handle(.addedToCart(productID: request.productID, quantity: request.quantity))
    }

    public func showOpenCart(highlightedProductID: UUID?) {
        routeHandler?.handle(.openCart(highlightedProductID: highlightedProductID))
    }
}

extension ProductViewModel {
    static func loadProductContent(
        from response: ProductModels.LoadProduct.Response
    ) -> ProductModels.LoadProduct.Content {
        ProductModels.LoadProduct.Content(item: response.item.title)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProductFailureMessage(for error: any Error) -> String {
        ProductStrings.LoadProduct.failure
    }

    static func addToCartContent(
        from response: ProductModels.AddToCart.Response,
        formatting: ProductFormatting
    ) -> ProductModels.AddToCart.Content {
        ProductModels.AddToCart.Content(cartCount: formatting.number(response.cartCount))
    }

    /// Map the errors your service throws to messages of their own here.
    static func addToCartFailureMessage(for error: any Error) -> String {
        ProductStrings.AddToCart.failure
    }
}

extension ProductViewModel: ProductModuleInput {
    public func update(_ input: ProductInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadProductCalls.dropCallsInFlight()
        state.loadProduct = .idle
        return true
    }
}
