import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersFormatting", .timeLimit(.minutes(1)))
struct OrdersFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(OrdersFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(OrdersFormatting(locale: french).currencyCode == "EUR")
        #expect(OrdersFormatting(locale: english).currencyCode == "USD")
        // And amounts are written in it: the roles' tests format theirs through the same code.
        #expect(
            OrdersFormatting(locale: french, currencyCode: "JPY").currency(Decimal(5))
                == Decimal(5).formatted(.currency(code: "JPY").locale(french))
        )
    }
}
