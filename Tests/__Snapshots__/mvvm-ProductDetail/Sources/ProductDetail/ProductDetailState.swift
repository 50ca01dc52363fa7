/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct ProductDetailState: Equatable, Sendable {
    public var loadProduct: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.Content> = .idle
    public var addToCart: ProductDetailUseCaseState<ProductDetailModels.AddToCart.Content> = .idle

    public init() {}
}
