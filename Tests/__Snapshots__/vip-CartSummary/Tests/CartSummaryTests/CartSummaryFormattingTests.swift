import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryFormatting", .timeLimit(.minutes(1)))
struct CartSummaryFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(CartSummaryFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(CartSummaryFormatting(locale: french).currencyCode == "EUR")
        #expect(CartSummaryFormatting(locale: english).currencyCode == "USD")
        // And amounts are written in it: the roles' tests format theirs through the same code.
        #expect(
            CartSummaryFormatting(locale: french, currencyCode: "JPY").currency(Decimal(5))
                == Decimal(5).formatted(.currency(code: "JPY").locale(french))
        )
    }
}
