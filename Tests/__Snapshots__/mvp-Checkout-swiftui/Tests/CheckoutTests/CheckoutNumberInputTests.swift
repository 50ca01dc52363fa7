import Foundation
import XCTest

@testable import Checkout

final class CheckoutNumberInputTests: XCTestCase {
    let german = Locale(identifier: "de_DE")
    let american = Locale(identifier: "en_US")
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAFractionIsReadWithTheLocalesSeparator() async {
        XCTAssertEqual(CheckoutNumberInput.decimal("2,50", locale: german), Decimal(25) / 10)
        XCTAssertEqual(CheckoutNumberInput.decimal(" 2.50 ", locale: american), Decimal(25) / 10)
        XCTAssertEqual(CheckoutNumberInput.double("0,25", locale: german), 0.25)
    }

    @MainActor
    func testTextThatIsNotAllOneNumberIsNoNumber() async {
        XCTAssertNil(CheckoutNumberInput.decimal("12abc", locale: american))
        XCTAssertNil(CheckoutNumberInput.decimal("2,50", locale: american))
        XCTAssertNil(CheckoutNumberInput.decimal("2.5", locale: german))
        XCTAssertNil(CheckoutNumberInput.decimal("", locale: american))
        XCTAssertNil(CheckoutNumberInput.double("1x", locale: american))
    }
}
