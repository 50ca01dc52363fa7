import Foundation
import XCTest

@testable import Checkout

/// Fixed, so the expected text does not depend on the machine's settings.
@MainActor
private let formatting = CheckoutFormatting(
    locale: Locale(identifier: "en_US_POSIX"),
    currencyCode: "EUR",
    timeZone: .gmt
)

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = CheckoutFormatter(formatting: formatting)

final class CheckoutFormatterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
        #if canImport(Darwin)
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testLoadCartAnswerIsShownAsItsViewModel() async {
        XCTAssertEqual(
            formatter.loadCart(.loaded(.fixture)),
            .loaded(
                CheckoutModels.LoadCart.ViewModel(
                    rows: ["title 2", "title 52"],
                    totalText: formatting.currency(Decimal(1_352)),
                    itemCount: formatting.number(2)
                )
            )
        )
    }

    @MainActor
    func testLoadCartShowsEmptyWhenThereIsNothingToList() async {
        let answer = CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352))

        XCTAssertEqual(formatter.loadCart(.loaded(answer)), .empty)
    }

    @MainActor
    func testApplyCouponAnswerIsShownAsItsViewModel() async {
        XCTAssertEqual(
            formatter.applyCoupon(.loaded(.fixture)),
            .loaded(CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false))
        )
    }

    @MainActor
    func testApplyCouponAnotherAnswerIsShownAsItHasIt() async {
        let answer = CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        XCTAssertEqual(
            formatter.applyCoupon(.loaded(answer)),
            .loaded(CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_005)), isValid: true))
        )
    }

    @MainActor
    func testPayAnswerIsShownAsItsViewModel() async {
        guard case .loaded(let viewModel) = formatter.pay(.loaded(.fixture)) else {
            XCTFail("pay's answer is not shown as loaded")
            return
        }

        // Field by field, leaving out confirmationText: the spec gives no source.
        XCTAssertEqual(viewModel.orderNumber, "id 2")
        XCTAssertEqual(viewModel.paidAt, formatting.date(Date(timeIntervalSince1970: 1_700_005_902)))
    }

    @MainActor
    func testACallWithoutAnAnswerIsShownAsItStands() async {
        XCTAssertEqual([formatter.loadCart(.idle), formatter.loadCart(.running)], [.idle, .running])
        XCTAssertEqual(formatter.loadCart(.failed(CheckoutTestError())), .failed(message: "Could not load cart."))
        XCTAssertEqual([formatter.applyCoupon(.idle), formatter.applyCoupon(.running)], [.idle, .running])
        XCTAssertEqual(formatter.applyCoupon(.failed(CheckoutTestError())), .failed(message: "Could not apply coupon."))
        XCTAssertEqual([formatter.pay(.idle), formatter.pay(.running)], [.idle, .running])
        XCTAssertEqual(formatter.pay(.failed(CheckoutTestError())), .failed(message: "Could not pay."))
    }
}
