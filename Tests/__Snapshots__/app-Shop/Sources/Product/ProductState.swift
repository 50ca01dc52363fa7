/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct ProductState: Equatable, Sendable {
    public var loadProduct: ShopUseCaseState<ProductModels.LoadProduct.Content> = .idle
    public var addToCart: ShopUseCaseState<ProductModels.AddToCart.Content> = .idle

    public init() {}
}
