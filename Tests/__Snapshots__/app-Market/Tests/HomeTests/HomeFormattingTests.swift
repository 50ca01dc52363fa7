import Foundation
import Testing

@testable import Home

@MainActor
@Suite("HomeFormatting", .timeLimit(.minutes(1)))
struct HomeFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(HomeFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(HomeFormatting(locale: french).currencyCode == "EUR")
        #expect(HomeFormatting(locale: english).currencyCode == "USD")
    }
}
