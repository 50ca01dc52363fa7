import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailFormattingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAmountsAreInTheCurrencyGivenElseInTheLocalesElseInUSDollars() async {
        let french = Locale(identifier: "fr_FR")
        // A language without a region has no currency of its own.
        let english = Locale(identifier: "en")

        XCTAssertEqual(ProductDetailFormatting(locale: french, currencyCode: "JPY").currencyCode, "JPY")
        XCTAssertEqual(ProductDetailFormatting(locale: french).currencyCode, "EUR")
        XCTAssertEqual(ProductDetailFormatting(locale: english).currencyCode, "USD")
    }
}
