import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutFormatting", .timeLimit(.minutes(1)))
struct CheckoutFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(CheckoutFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(CheckoutFormatting(locale: french).currencyCode == "EUR")
        #expect(CheckoutFormatting(locale: english).currencyCode == "USD")
        // And amounts are written in it: the roles' tests format theirs through the same code.
        #expect(
            CheckoutFormatting(locale: french, currencyCode: "JPY").currency(Decimal(5))
                == Decimal(5).formatted(.currency(code: "JPY").locale(french))
        )
    }
}
