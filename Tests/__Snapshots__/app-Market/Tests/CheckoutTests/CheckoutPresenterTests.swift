import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutPresenter", .timeLimit(.minutes(1)))
struct CheckoutPresenterTests {
    let viewController = CheckoutDisplaySpy()
    let presenter = CheckoutPresenter(formatting: .fixture)

    init() {
        presenter.viewController = viewController
    }

    @Test("loadSummary is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadSummaryShowsEachState() {
        presenter.presentLoadSummaryStarted()
        presenter.presentLoadSummary(response: .success(.fixture))
        presenter.presentLoadSummary(response: .failure(CheckoutTestError()))

        let formatting = CheckoutFormatting.fixture
        #expect(
            viewController.displayedLoadSummary == [
                .running,
                .loaded(CheckoutModels.LoadSummary.ViewModel(total: formatting.number(Decimal(1_352)))),
                .failed(message: "Could not load summary."),
            ]
        )
    }

    @Test("a cancelled loadSummary is shown idle again, so no spinner stays behind")
    func presentLoadSummaryCancelledShowsIdle() {
        presenter.presentLoadSummaryStarted()
        presenter.presentLoadSummaryCancelled()

        #expect(viewController.displayedLoadSummary == [.running, .idle])
    }

    @Test("pay is shown running, then with the formatted answer, then with a failure's message")
    func presentPayShowsEachState() {
        presenter.presentPayStarted()
        presenter.presentPay(response: .success(.fixture))
        presenter.presentPay(response: .failure(CheckoutTestError()))

        #expect(
            viewController.displayedPay == [
                .running,
                .loaded(
                    CheckoutModels.Pay.ViewModel(
                        receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 248)).uuidString
                    )
                ),
                .failed(message: "Could not pay."),
            ]
        )
    }
}
