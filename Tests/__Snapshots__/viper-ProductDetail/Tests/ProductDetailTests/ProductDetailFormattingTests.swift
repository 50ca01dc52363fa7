import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailFormatting", .timeLimit(.minutes(1)))
struct ProductDetailFormattingTests {
    @Test("amounts are in the currency given, else in the locale's, else in US dollars")
    func currency() {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        #expect(ProductDetailFormatting(locale: french, currencyCode: "JPY").currencyCode == "JPY")
        #expect(ProductDetailFormatting(locale: french).currencyCode == "EUR")
        #expect(ProductDetailFormatting(locale: english).currencyCode == "USD")
    }
}
