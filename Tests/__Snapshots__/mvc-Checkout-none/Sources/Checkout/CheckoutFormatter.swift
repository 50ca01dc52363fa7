import Foundation

/// Turns what `CheckoutModel` holds into what the views show, tested without a screen.
struct CheckoutFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = CheckoutFormatting()

    /// Empty when the answer has no items.
    func loadCart(
        _ state: CheckoutCallState<CheckoutModels.LoadCart.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel> {
        CheckoutUseCaseState(
            state,
            viewModel: { response in
                CheckoutModels.LoadCart.ViewModel(
                    rows: response.items.map(\.title),
                    totalText: formatting.currency(response.total),
                    itemCount: formatting.number(response.items.count)
                )
            },
            isEmpty: { $0.items.isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CheckoutStrings.LoadCart.failure }
        )
    }

    func applyCoupon(
        _ state: CheckoutCallState<CheckoutModels.ApplyCoupon.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel> {
        CheckoutUseCaseState(
            state,
            viewModel: { response in
                CheckoutModels.ApplyCoupon.ViewModel(
                    discount: formatting.number(response.discount),
                    isValid: response.isValid
                )
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CheckoutStrings.ApplyCoupon.failure }
        )
    }

    func pay(
        _ state: CheckoutCallState<CheckoutModels.Pay.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.Pay.ViewModel> {
        CheckoutUseCaseState(
            state,
            viewModel: { response in
                // Unmapped (the spec names no source): confirmationText. They start empty;
                // fill them here, or give them 'from:' in the spec.
                CheckoutModels.Pay.ViewModel(
                    orderNumber: response.receipt.id,
                    paidAt: formatting.date(response.receipt.paidAt),
                    confirmationText: ""
                )
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CheckoutStrings.Pay.failure }
        )
    }
}
