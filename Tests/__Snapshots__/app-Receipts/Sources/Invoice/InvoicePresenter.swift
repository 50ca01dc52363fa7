import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol InvoicePresentationLogic: AnyObject {
    func presentLoadInvoiceStarted()
    func presentLoadInvoiceCancelled()
    func presentLoadInvoice(response: Result<InvoiceModels.LoadInvoice.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class InvoicePresenter: InvoicePresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any InvoiceDisplayLogic)?

    func presentLoadInvoiceStarted() {
        viewController?.displayLoadInvoice(viewModel: .running)
    }

    func presentLoadInvoiceCancelled() {
        viewController?.displayLoadInvoice(viewModel: .idle)
    }

    func presentLoadInvoice(response: Result<InvoiceModels.LoadInvoice.Response, any Error>) {
        viewController?.displayLoadInvoice(
            viewModel: ReceiptsUseCaseState(
                response,
                viewModel: Self.loadInvoiceViewModel,
                failureMessage: Self.loadInvoiceFailureMessage
            )
        )
    }
}

extension InvoicePresenter {
    static func loadInvoiceViewModel(
        from response: InvoiceModels.LoadInvoice.Response
    ) -> InvoiceModels.LoadInvoice.ViewModel {
        InvoiceModels.LoadInvoice.ViewModel(title: response.title)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadInvoiceFailureMessage(for error: any Error) -> String {
        InvoiceStrings.LoadInvoice.failure
    }
}
