import Foundation
import Testing

@testable import Search

@MainActor
@Suite("SearchFormatting", .timeLimit(.minutes(1)))
struct SearchFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(SearchFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(SearchFormatting(locale: french).currencyCode == "EUR")
        #expect(SearchFormatting(locale: english).currencyCode == "USD")
    }
}
