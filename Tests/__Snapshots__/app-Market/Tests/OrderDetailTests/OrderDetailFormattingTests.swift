import Foundation
import Testing

@testable import OrderDetail

@MainActor
@Suite("OrderDetailFormatting", .timeLimit(.minutes(1)))
struct OrderDetailFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(OrderDetailFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(OrderDetailFormatting(locale: french).currencyCode == "EUR")
        #expect(OrderDetailFormatting(locale: english).currencyCode == "USD")
        // And amounts are written in it: the roles' tests format theirs through the same code.
        #expect(
            OrderDetailFormatting(locale: french, currencyCode: "JPY").currency(Decimal(5))
                == Decimal(5).formatted(.currency(code: "JPY").locale(french))
        )
    }
}
