import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesFormatting", .timeLimit(.minutes(1)))
struct EdgesFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(EdgesFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(EdgesFormatting(locale: french).currencyCode == "EUR")
        #expect(EdgesFormatting(locale: english).currencyCode == "USD")
    }
}
