import Foundation
import Testing

@testable import Product

@MainActor
@Suite("ProductFormatting", .timeLimit(.minutes(1)))
struct ProductFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(ProductFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(ProductFormatting(locale: french).currencyCode == "EUR")
        #expect(ProductFormatting(locale: english).currencyCode == "USD")
    }
}
