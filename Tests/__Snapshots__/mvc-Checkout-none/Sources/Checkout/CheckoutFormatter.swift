import Foundation

/// Turns what `CheckoutModel` holds into what the views show, tested without a screen.
struct CheckoutFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = CheckoutFormatting()

    /// Empty when the answer has no items.
    func loadCart(
        _ state: CheckoutUseCaseState<CheckoutModels.LoadCart.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel> {
        Self.shown(
            state,
            as: { response in
                CheckoutModels.LoadCart.ViewModel(
                    rows: response.items.map(\.title),
                    totalText: formatting.currency(response.total),
                    itemCount: formatting.number(response.items.count)
                )
            },
            isEmpty: { $0.items.isEmpty }
        )
    }

    func applyCoupon(
        _ state: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel> {
        Self.shown(
            state,
            as: { response in
                CheckoutModels.ApplyCoupon.ViewModel(
                    discount: formatting.number(response.discount),
                    isValid: response.isValid
                )
            }
        )
    }

    func pay(
        _ state: CheckoutUseCaseState<CheckoutModels.Pay.Response>
    ) -> CheckoutUseCaseState<CheckoutModels.Pay.ViewModel> {
        Self.shown(
            state,
            as: { response in
                // Unmapped (the spec names no source): confirmationText. They start empty;
                // fill them here, or give them 'from:' in the spec.
                CheckoutModels.Pay.ViewModel(
                    orderNumber: response.receipt.id,
                    paidAt: formatting.date(response.receipt.paidAt),
                    confirmationText: ""
                )
            }
        )
    }
}

extension CheckoutFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: CheckoutUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> CheckoutUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
