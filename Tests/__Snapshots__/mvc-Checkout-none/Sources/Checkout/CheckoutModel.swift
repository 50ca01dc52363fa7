import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol CheckoutService: Sendable {
    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response
    func applyCoupon(_ request: CheckoutModels.ApplyCoupon.Request) async throws -> CheckoutModels.ApplyCoupon.Response
    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol CheckoutModuleInput: AnyObject {
    @discardableResult
    func update(_ input: CheckoutInput) -> Bool
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class CheckoutModel {
    private(set) var loadCartState: CheckoutCallState<CheckoutModels.LoadCart.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var applyCouponState: CheckoutCallState<CheckoutModels.ApplyCoupon.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var payState: CheckoutCallState<CheckoutModels.Pay.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    /// Weak: whoever opened the module owns it.
    weak var output: (any CheckoutOutputHandling)?
    /// Requests take the fields the user does not give from it; `update(_:)` replaces it.
    /// Internal, not private: the tests of a module whose routes open this one check it.
    private(set) var input: CheckoutInput
    private let service: any CheckoutService
    private let loadCartCalls = CheckoutQueryCalls()
    private let applyCouponCalls = CheckoutCommandCalls()
    private let payCalls = CheckoutCommandCalls()

    init(input: CheckoutInput, service: any CheckoutService, output: (any CheckoutOutputHandling)? = nil) {
        self.input = input
        self.service = service
        self.output = output
    }

    /// Fetches the current cart.
    func loadCart() async {
        let request = CheckoutModels.LoadCart.Request(cartID: self.input.cartID)
        let outcome = await loadCartCalls.run { [service] in
            try await service.loadCart(request)
        } onStart: {
            loadCartState = .running
        } onCancel: {
            loadCartState = .idle
        }
        guard let outcome else { return }
        loadCartState = CheckoutCallState(outcome)
    }

    /// Applies a coupon code to the cart.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func applyCoupon(code: String) async {
        let request = CheckoutModels.ApplyCoupon.Request(cartID: self.input.cartID, code: code)
        let outcome = await applyCouponCalls.run { [service] in
            try await service.applyCoupon(request)
        } onStart: {
            applyCouponState = .running
        }
        guard let outcome else { return }
        applyCouponState = CheckoutCallState(outcome)
    }

    /// Pays for the cart and returns the receipt.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func pay(shippingAddress: Address, tip: Decimal?, metadata: [String: String]) async {
        let request = CheckoutModels.Pay.Request(
            cartID: self.input.cartID,
            shippingAddress: shippingAddress,
            tip: tip,
            metadata: metadata
        )
        let outcome = await payCalls.run { [service] in
            try await service.pay(request)
        } onStart: {
            payState = .running
        }
        guard let outcome else { return }
        payState = CheckoutCallState(outcome)
        // Only a success is news for whoever opened the module.
        _ = outcome.map { response in output?.handle(.paid(receipt: response.receipt)) }
    }

    /// The user left without paying. Tells whoever opened the module.
    func sendCancelled() {
        output?.handle(.cancelled)
    }
}

extension CheckoutModel: CheckoutModuleInput {
    func update(_ input: CheckoutInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadCartCalls.dropCallsInFlight()
        loadCartState = .idle
        return true
    }
}
