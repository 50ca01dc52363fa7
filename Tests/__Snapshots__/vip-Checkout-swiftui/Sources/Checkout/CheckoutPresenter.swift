import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol CheckoutPresentationLogic: AnyObject {
    func presentLoadCartStarted()
    func presentLoadCartCancelled()
    func presentLoadCart(response: Result<CheckoutModels.LoadCart.Response, any Error>)
    func presentApplyCouponStarted()
    func presentApplyCoupon(response: Result<CheckoutModels.ApplyCoupon.Response, any Error>)
    func presentPayStarted()
    func presentPay(response: Result<CheckoutModels.Pay.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class CheckoutPresenter: CheckoutPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any CheckoutDisplayLogic)?
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: CheckoutFormatting

    init(formatting: CheckoutFormatting = CheckoutFormatting()) {
        self.formatting = formatting
    }

    func presentLoadCartStarted() {
        viewController?.displayLoadCart(viewModel: .running)
    }

    func presentLoadCartCancelled() {
        viewController?.displayLoadCart(viewModel: .idle)
    }

    func presentLoadCart(response: Result<CheckoutModels.LoadCart.Response, any Error>) {
        viewController?.displayLoadCart(
            viewModel: CheckoutUseCaseState(
                response,
                viewModel: { Self.loadCartViewModel(from: $0, formatting: formatting) },
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadCartFailureMessage
            )
        )
    }

    func presentApplyCouponStarted() {
        viewController?.displayApplyCoupon(viewModel: .running)
    }

    func presentApplyCoupon(response: Result<CheckoutModels.ApplyCoupon.Response, any Error>) {
        viewController?.displayApplyCoupon(
            viewModel: CheckoutUseCaseState(
                response,
                viewModel: { Self.applyCouponViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.applyCouponFailureMessage
            )
        )
    }

    func presentPayStarted() {
        viewController?.displayPay(viewModel: .running)
    }

    func presentPay(response: Result<CheckoutModels.Pay.Response, any Error>) {
        viewController?.displayPay(
            viewModel: CheckoutUseCaseState(
                response,
                viewModel: { Self.payViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.payFailureMessage
            )
        )
    }
}

extension CheckoutPresenter {
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

    /// Map the errors your worker throws to messages of their own here.
    static func loadCartFailureMessage(for error: any Error) -> String {
        CheckoutStrings.LoadCart.failure
    }

    static func applyCouponViewModel(
        from response: CheckoutModels.ApplyCoupon.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.ApplyCoupon.ViewModel {
        CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(response.discount), isValid: response.isValid)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func applyCouponFailureMessage(for error: any Error) -> String {
        CheckoutStrings.ApplyCoupon.failure
    }

    static func payViewModel(
        from response: CheckoutModels.Pay.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.Pay.ViewModel {
        // Unmapped (the spec names no source): confirmationText. They start empty; fill
        // them here, or give them 'from:' in the spec.
        CheckoutModels.Pay.ViewModel(
            orderNumber: response.receipt.id,
            paidAt: formatting.date(response.receipt.paidAt),
            confirmationText: ""
        )
    }

    /// Map the errors your worker throws to messages of their own here.
    static func payFailureMessage(for error: any Error) -> String {
        CheckoutStrings.Pay.failure
    }
}
