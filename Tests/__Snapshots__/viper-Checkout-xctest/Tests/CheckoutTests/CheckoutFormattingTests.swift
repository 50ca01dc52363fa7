import Foundation
import XCTest

@testable import Checkout

final class CheckoutFormattingTests: XCTestCase {
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

        XCTAssertEqual(CheckoutFormatting(locale: french, currencyCode: "JPY").currencyCode, "JPY")
        XCTAssertEqual(CheckoutFormatting(locale: french).currencyCode, "EUR")
        XCTAssertEqual(CheckoutFormatting(locale: english).currencyCode, "USD")
        // And amounts are written in it: the roles' tests format theirs through the same code.
        XCTAssertEqual(
            CheckoutFormatting(locale: french, currencyCode: "JPY").currency(Decimal(5)),
            Decimal(5).formatted(.currency(code: "JPY").locale(french))
        )
    }
}
