import Foundation
import Testing

@testable import Invoice

@MainActor
@Suite("InvoicePresenter", .timeLimit(.minutes(1)))
struct InvoicePresenterTests {
    let viewController = InvoiceDisplaySpy()
    let presenter = InvoicePresenter()

    init() {
        presenter.viewController = viewController
    }

    @Test("loadInvoice is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadInvoiceShowsEachState() {
        presenter.presentLoadInvoiceStarted()
        presenter.presentLoadInvoice(response: .success(.fixture))
        presenter.presentLoadInvoice(response: .failure(InvoiceTestError()))

        #expect(
            viewController.displayedLoadInvoice == [
                .running,
                .loaded(InvoiceModels.LoadInvoice.ViewModel(title: "title 2")),
                .failed(message: "Could not load invoice."),
            ]
        )
    }

    @Test("a cancelled loadInvoice is shown idle again, so no spinner stays behind")
    func presentLoadInvoiceCancelledShowsIdle() {
        presenter.presentLoadInvoiceStarted()
        presenter.presentLoadInvoiceCancelled()

        #expect(viewController.displayedLoadInvoice == [.running, .idle])
    }
}
