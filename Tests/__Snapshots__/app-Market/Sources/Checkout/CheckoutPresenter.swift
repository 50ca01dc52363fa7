import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol CheckoutPresentationLogic: AnyObject {
    func presentLoadSummaryStarted()
    func presentLoadSummaryCancelled()
    func presentLoadSummary(response: Result<CheckoutModels.LoadSummary.Response, any Error>)
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

    func presentLoadSummaryStarted() {
        viewController?.displayLoadSummary(viewModel: .running)
    }

    func presentLoadSummaryCancelled() {
        viewController?.displayLoadSummary(viewModel: .idle)
    }

    func presentLoadSummary(response: Result<CheckoutModels.LoadSummary.Response, any Error>) {
        viewController?.displayLoadSummary(
            viewModel: MarketUseCaseState(
                response,
                viewModel: { Self.loadSummaryViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.loadSummaryFailureMessage
            )
        )
    }

    func presentPayStarted() {
        viewController?.displayPay(viewModel: .running)
    }

    func presentPay(response: Result<CheckoutModels.Pay.Response, any Error>) {
        viewController?.displayPay(
            viewModel: MarketUseCaseState(
                response,
                viewModel: Self.payViewModel,
                failureMessage: Self.payFailureMessage
            )
        )
    }
}

extension CheckoutPresenter {
    static func loadSummaryViewModel(
        from response: CheckoutModels.LoadSummary.Response,
        formatting: CheckoutFormatting
    ) -> CheckoutModels.LoadSummary.ViewModel {
        CheckoutModels.LoadSummary.ViewModel(total: formatting.number(response.total))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadSummaryFailureMessage(for error: any Error) -> String {
        CheckoutStrings.LoadSummary.failure
    }

    static func payViewModel(from response: CheckoutModels.Pay.Response) -> CheckoutModels.Pay.ViewModel {
        CheckoutModels.Pay.ViewModel(receiptID: response.receiptID.uuidString)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func payFailureMessage(for error: any Error) -> String {
        CheckoutStrings.Pay.failure
    }
}
