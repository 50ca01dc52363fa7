import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class CheckoutViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = CheckoutState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (CheckoutState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any CheckoutRouteHandling)?
    /// Told each output event. Weak: whoever opened the module owns it (and its screen).
    public weak var output: (any CheckoutOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: CheckoutInput
    let service: any CheckoutService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: CheckoutFormatting
    private let loadCartCalls = CheckoutQueryCalls()
    private let applyCouponCalls = CheckoutCommandCalls()
    private let payCalls = CheckoutCommandCalls()

    public convenience init(input: CheckoutInput, service: any CheckoutService) {
        self.init(input: input, service: service, formatting: CheckoutFormatting())
    }

    init(input: CheckoutInput, service: any CheckoutService, formatting: CheckoutFormatting) {
        self.input = input
        self.service = service
        self.formatting = formatting
    }

    /// Fetches the current cart.
    public func loadCart() async {
        let request = CheckoutModels.LoadCart.Request(cartID: self.input.cartID)
        let outcome = await loadCartCalls.run { [service] in
            try await service.loadCart(request)
        } onStart: {
            state.loadCart = .running
        } onCancel: {
            state.loadCart = .idle
        }
        guard let outcome else { return }
        state.loadCart = CheckoutUseCaseState(
            outcome,
            viewModel: { Self.loadCartContent(from: $0, formatting: formatting) },
            isEmpty: { $0.items.isEmpty },
            failureMessage: Self.loadCartFailureMessage(for:)
        )
    }

    /// Applies a coupon code to the cart.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func applyCoupon(code: String) async {
        let request = CheckoutModels.ApplyCoupon.Request(cartID: self.input.cartID, code: code)
        let outcome = await applyCouponCalls.run { [service] in
            try await service.applyCoupon(request)
        } onStart: {
            state.applyCoupon = .running
        }
        guard let outcome else { return }
        state.applyCoupon = CheckoutUseCaseState(
            outcome,
            viewModel: { Self.applyCouponContent(from: $0, formatting: formatting) },
            failureMessage: Self.applyCouponFailureMessage(for:)
        )
    }

    /// Pays for the cart and returns the receipt.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func pay(shippingAddress: Address, tip: Decimal?, metadata: [String: String]) async {
        let request = CheckoutModels.Pay.Request(
            cartID: self.input.cartID,
            shippingAddress: shippingAddress,
            tip: tip,
            metadata: metadata
        )
        let outcome = await payCalls.run { [service] in
            try await service.pay(request)
        } onStart: {
            state.pay = .running
        }
        guard let outcome else { return }
        state.pay = CheckoutUseCaseState(
            outcome,
            viewModel: { Self.payContent(from: $0, formatting: formatting) },
            failureMessage: Self.payFailureMessage(for:)
        )
        guard case .success(let response) = outcome else { return }
        output?.handle(.paid(receipt: response.receipt))
    }

    /// The user left without paying. Tells whoever opened the module (`output`).
    public func sendCancelled() {
        output?.handle(.cancelled)
    }

    /// Shows the receipt after a successful payment.
    public func showConfirmation(receipt: Receipt) {
        routeHandler?.handle(.confirmation(receipt: receipt))
    }

    /// Lets the user pick a saved address.
    public func showAddressBook() {
        routeHandler?.handle(.addressBook)
    }
}

extension CheckoutViewModel {
    static func loadCartContent(
        from response: CheckoutModels.LoadCart.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.LoadCart.Content {
        CheckoutModels.LoadCart.Content(
            rows: response.items.map(\.title),
            totalText: formatting.currency(response.total),
            itemCount: formatting.number(response.items.count)
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadCartFailureMessage(for error: any Error) -> String {
        CheckoutStrings.LoadCart.failure
    }

    static func applyCouponContent(
        from response: CheckoutModels.ApplyCoupon.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.ApplyCoupon.Content {
        CheckoutModels.ApplyCoupon.Content(discount: formatting.number(response.discount), isValid: response.isValid)
    }

    /// Map the errors your service throws to messages of their own here.
    static func applyCouponFailureMessage(for error: any Error) -> String {
        CheckoutStrings.ApplyCoupon.failure
    }

    static func payContent(
        from response: CheckoutModels.Pay.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.Pay.Content {
        // Unmapped (the spec names no source): confirmationText. They start empty; fill them here, or
        // give them 'from:' in the spec.
        CheckoutModels.Pay.Content(
            orderNumber: response.receipt.id,
            paidAt: formatting.date(response.receipt.paidAt),
            confirmationText: ""
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func payFailureMessage(for error: any Error) -> String {
        CheckoutStrings.Pay.failure
    }
}

extension CheckoutViewModel: CheckoutModuleInput {
    public func update(_ input: CheckoutInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadCartCalls.dropCallsInFlight()
        state.loadCart = .idle
        return true
    }
}
