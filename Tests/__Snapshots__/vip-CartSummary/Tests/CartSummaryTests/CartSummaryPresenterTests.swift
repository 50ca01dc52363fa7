import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryPresenter", .timeLimit(.minutes(1)))
struct CartSummaryPresenterTests {
    let viewController = CartSummaryDisplaySpy()
    let presenter = CartSummaryPresenter(formatting: .fixture)

    init() {
        presenter.viewController = viewController
    }

    @Test("loadSummary is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadSummaryShowsEachState() {
        presenter.presentLoadSummaryStarted()
        presenter.presentLoadSummary(response: .success(.fixture))
        presenter.presentLoadSummary(response: .failure(CartSummaryTestError()))

        let formatting = CartSummaryFormatting.fixture
        #expect(
            viewController.displayedLoadSummary == [
                .running,
                .loaded(CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(Decimal(1_352)))),
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

    @Test("loadSummary shows that there is nothing to list when the answer has no items")
    func loadSummaryShowsEmpty() {
        presenter.presentLoadSummary(
            response: .success(CartSummaryModels.LoadSummary.Response(items: [], total: Decimal(1_352)))
        )

        #expect(viewController.displayedLoadSummary == [.empty])
    }

    @Test("loadSaved is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadSavedShowsEachState() {
        presenter.presentLoadSavedStarted()
        presenter.presentLoadSaved(response: .success(.fixture))
        presenter.presentLoadSaved(response: .failure(CartSummaryTestError()))

        #expect(
            viewController.displayedLoadSaved == [
                .running,
                .loaded(CartSummaryModels.LoadSaved.ViewModel(titles: ["title 2", "title 52"])),
                .failed(message: "Could not load saved."),
            ]
        )
    }

    @Test("a cancelled loadSaved is shown idle again, so no spinner stays behind")
    func presentLoadSavedCancelledShowsIdle() {
        presenter.presentLoadSavedStarted()
        presenter.presentLoadSavedCancelled()

        #expect(viewController.displayedLoadSaved == [.running, .idle])
    }

    @Test("loadSaved shows that there is nothing to list when the answer has no saved.items")
    func loadSavedShowsEmpty() {
        presenter.presentLoadSaved(
            response: .success(CartSummaryModels.LoadSaved.Response(saved: SavedCart(name: "name 2", items: [])))
        )

        #expect(viewController.displayedLoadSaved == [.empty])
    }

    @Test("loadSuggestions is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadSuggestionsShowsEachState() {
        presenter.presentLoadSuggestionsStarted()
        presenter.presentLoadSuggestions(response: .success(.fixture))
        presenter.presentLoadSuggestions(response: .failure(CartSummaryTestError()))

        let formatting = CartSummaryFormatting.fixture
        #expect(viewController.displayedLoadSuggestions.first == .running)
        #expect(viewController.displayedLoadSuggestions.last == .failed(message: "Could not load suggestions."))
        // Field by field, leaving out what the spec gives no source (notes).
        guard case .loaded(let viewModel)? = viewController.displayedLoadSuggestions.dropFirst().first else {
            Issue.record("loadSuggestions was not shown loaded after it started")
            return
        }
        #expect(viewModel.countText == formatting.number(2_102))
    }

    @Test("a cancelled loadSuggestions is shown idle again, so no spinner stays behind")
    func presentLoadSuggestionsCancelledShowsIdle() {
        presenter.presentLoadSuggestionsStarted()
        presenter.presentLoadSuggestionsCancelled()

        #expect(viewController.displayedLoadSuggestions == [.running, .idle])
    }

    @Test("loadSuggestions shows that there is nothing to list when the answer has no suggestions")
    func loadSuggestionsShowsEmpty() {
        presenter.presentLoadSuggestions(
            response: .success(CartSummaryModels.LoadSuggestions.Response(count: 2_102, suggestions: []))
        )

        #expect(viewController.displayedLoadSuggestions == [.empty])
    }
}
