import Foundation
import Testing

@testable import CartSummary

/// Fixed, so the expected text does not depend on the machine's settings.
@MainActor
private let formatting = CartSummaryFormatting(
    locale: Locale(identifier: "en_US_POSIX"),
    currencyCode: "EUR",
    timeZone: .gmt
)

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = CartSummaryFormatter(formatting: formatting)

@MainActor
@Suite("CartSummaryFormatter", .timeLimit(.minutes(1)))
struct CartSummaryFormatterTests {

    @Test("loadSummary's answer is shown as its view model")
    func loadSummaryViewModel() {
        #expect(
            formatter.loadSummary(.loaded(.fixture))
                == .loaded(CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(Decimal(1_352))))
        )
    }

    @Test("loadSummary shows that there is nothing to list when the answer has no items")
    func loadSummaryShowsEmpty() {
        let answer = CartSummaryModels.LoadSummary.Response(items: [], total: Decimal(1_352))

        #expect(formatter.loadSummary(.loaded(answer)) == .empty)
    }

    @Test("loadSaved's answer is shown as its view model")
    func loadSavedViewModel() {
        #expect(
            formatter.loadSaved(.loaded(.fixture))
                == .loaded(CartSummaryModels.LoadSaved.ViewModel(titles: ["title 2", "title 52"]))
        )
    }

    @Test("loadSaved shows that there is nothing to list when the answer has no saved.items")
    func loadSavedShowsEmpty() {
        let answer = CartSummaryModels.LoadSaved.Response(saved: SavedCart(name: "name 2", items: []))

        #expect(formatter.loadSaved(.loaded(answer)) == .empty)
    }

    @Test("loadSuggestions's answer is shown as its view model")
    func loadSuggestionsViewModel() {
        guard case .loaded(let viewModel) = formatter.loadSuggestions(.loaded(.fixture)) else {
            Issue.record("loadSuggestions's answer is not shown as loaded")
            return
        }

        // Field by field, leaving out notes: the spec gives no source.
        #expect(viewModel.countText == formatting.number(2_102))
    }

    @Test("loadSuggestions shows that there is nothing to list when the answer has no suggestions")
    func loadSuggestionsShowsEmpty() {
        let answer = CartSummaryModels.LoadSuggestions.Response(count: 2_102, suggestions: [])

        #expect(formatter.loadSuggestions(.loaded(answer)) == .empty)
    }

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadSummary(.idle), formatter.loadSummary(.running)] == [.idle, .running])
        #expect(formatter.loadSummary(.failed(CartSummaryTestError())) == .failed(message: "Could not load summary."))
        #expect([formatter.loadSaved(.idle), formatter.loadSaved(.running)] == [.idle, .running])
        #expect(formatter.loadSaved(.failed(CartSummaryTestError())) == .failed(message: "Could not load saved."))
        #expect([formatter.loadSuggestions(.idle), formatter.loadSuggestions(.running)] == [.idle, .running])
        #expect(
            formatter.loadSuggestions(.failed(CartSummaryTestError()))
                == .failed(message: "Could not load suggestions.")
        )
    }
}
