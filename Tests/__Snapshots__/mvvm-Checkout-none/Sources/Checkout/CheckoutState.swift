/// Everything the screen shows, as one value: a test that checks it checks what the user sees.
public struct CheckoutState: Equatable, Sendable {
    public var loadCart: CheckoutUseCaseState<CheckoutModels.LoadCart.Content> = .idle
    public var applyCoupon: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.Content> = .idle
    public var pay: CheckoutUseCaseState<CheckoutModels.Pay.Content> = .idle

    public init() {}
}
