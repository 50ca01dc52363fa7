import Foundation
import Testing

@testable import Refunds

@MainActor
@Suite("RefundsFormatting", .timeLimit(.minutes(1)))
struct RefundsFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(RefundsFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(RefundsFormatting(locale: french).currencyCode == "EUR")
        #expect(RefundsFormatting(locale: english).currencyCode == "USD")
    }
}
