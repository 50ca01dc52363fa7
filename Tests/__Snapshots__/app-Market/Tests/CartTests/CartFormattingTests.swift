import Foundation
import Testing

@testable import Cart

@MainActor
@Suite("CartFormatting", .timeLimit(.minutes(1)))
struct CartFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(CartFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(CartFormatting(locale: french).currencyCode == "EUR")
        #expect(CartFormatting(locale: english).currencyCode == "USD")
    }
}
