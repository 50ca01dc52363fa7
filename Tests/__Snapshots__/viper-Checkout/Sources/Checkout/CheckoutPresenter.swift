import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class CheckoutPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any CheckoutView)?
    /// Weak: whoever opened the module owns it, so a strong reference back would leak both.
    weak var output: (any CheckoutOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: CheckoutInput
    let interactor: any CheckoutInteracting
    let router: any CheckoutRouting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: CheckoutFormatting
    private let loadCartCalls = CheckoutQueryCalls()
    private let applyCouponCalls = CheckoutCommandCalls()
    private let payCalls = CheckoutCommandCalls()

    init(
        input: CheckoutInput,
        interactor: any CheckoutInteracting,
        router: any CheckoutRouting,
        formatting: CheckoutFormatting = CheckoutFormatting()
    ) {
        self.input = input
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
    }
}

extension CheckoutPresenter: CheckoutPresenting {
    func update(_ input: CheckoutInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadCartCalls.dropCallsInFlight()
        view?.displayLoadCart(.idle)
        return true
    }

    func loadCart() async {
        let request = CheckoutModels.LoadCart.Request(cartID: self.input.cartID)
        let outcome = await loadCartCalls.run { [interactor] in
            try await interactor.loadCart(request)
        } onStart: {
            view?.displayLoadCart(.running)
        } onCancel: {
            view?.displayLoadCart(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadCart(
            CheckoutUseCaseState(
                outcome,
                viewModel: { Self.loadCartViewModel(from: $0, formatting: formatting) },
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadCartFailureMessage
            )
        )
    }

    func applyCoupon(code: String) async {
        let request = CheckoutModels.ApplyCoupon.Request(cartID: self.input.cartID, code: code)
        let outcome = await applyCouponCalls.run { [interactor] in
            try await interactor.applyCoupon(request)
        } onStart: {
            view?.displayApplyCoupon(.running)
        }
        guard let outcome else { return }
        view?.displayApplyCoupon(
            CheckoutUseCaseState(
                outcome,
                viewModel: { Self.applyCouponViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.applyCouponFailureMessage
            )
        )
    }

    func pay(shippingAddress: Address, tip: Decimal?, metadata: [String: String]) async {
        let request = CheckoutModels.Pay.Request(
            cartID: self.input.cartID,
            shippingAddress: shippingAddress,
            tip: tip,
            metadata: metadata
        )
        let outcome = await payCalls.run { [interactor] in
            try await interactor.pay(request)
        } onStart: {
            view?.displayPay(.running)
        }
        guard let outcome else { return }
        view?.displayPay(
            CheckoutUseCaseState(
                outcome,
                viewModel: { Self.payViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.payFailureMessage
            )
        )
        if case .success(let response) = outcome {
            output?.handle(.paid(receipt: response.receipt))
        }
    }

    func showConfirmation(receipt: Receipt) {
        router.routeToConfirmation(receipt: receipt)
    }

    func showAddressBook() {
        router.routeToAddressBook()
    }

    func sendCancelled() {
        output?.handle(.cancelled)
    }
}

extension CheckoutPresenter {
    /// Formats the response of `loadCart` for display.
    static func loadCartViewModel(
        from response: CheckoutModels.LoadCart.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.LoadCart.ViewModel {
        CheckoutModels.LoadCart.ViewModel(
            rows: response.items.map(\.title),
            totalText: formatting.currency(response.total),
            itemCount: formatting.number(response.items.count)
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadCartFailureMessage(for error: any Error) -> String {
        CheckoutStrings.LoadCart.failure
    }

    /// Formats the response of `applyCoupon` for display.
    static func applyCouponViewModel(
        from response: CheckoutModels.ApplyCoupon.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.ApplyCoupon.ViewModel {
        CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(response.discount), isValid: response.isValid)
    }

    /// Map the errors your service throws to messages of their own here.
    static func applyCouponFailureMessage(for error: any Error) -> String {
        CheckoutStrings.ApplyCoupon.failure
    }

    /// Formats the response of `pay` for display.
    static func payViewModel(
        from response: CheckoutModels.Pay.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.Pay.ViewModel {
        // Unmapped (the spec names no source): confirmationText. They start empty; fill them here, or
        // give them 'from:' in the spec.
        CheckoutModels.Pay.ViewModel(
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
