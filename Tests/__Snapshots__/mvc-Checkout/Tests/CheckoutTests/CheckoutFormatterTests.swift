import Foundation
import Testing

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

@MainActor
@Suite("CheckoutFormatter", .timeLimit(.minutes(1)))
struct CheckoutFormatterTests {

    @Test("loadCart's answer is shown as its view model")
    func loadCartViewModel() {
        #expect(
            formatter.loadCart(.loaded(.fixture))
                == .loaded(
                    CheckoutModels.LoadCart.ViewModel(
                        rows: ["title 2", "title 52"],
                        totalText: formatting.currency(Decimal(1_352)),
                        itemCount: formatting.number(2)
                    )
                )
        )
    }

    @Test("loadCart shows that there is nothing to list when the answer has no items")
    func loadCartShowsEmpty() {
        let answer = CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352))

        #expect(formatter.loadCart(.loaded(answer)) == .empty)
    }

    @Test("applyCoupon's answer is shown as its view model")
    func applyCouponViewModel() {
        #expect(
            formatter.applyCoupon(.loaded(.fixture))
                == .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)
                )
        )
    }

    @Test("applyCoupon's other answer is shown as that answer has it")
    func applyCouponViewModelOfAnotherAnswer() {
        let answer = CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        #expect(
            formatter.applyCoupon(.loaded(answer))
                == .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_005)), isValid: true)
                )
        )
    }

    @Test("pay's answer is shown as its view model")
    func payViewModel() {
        guard case .loaded(let viewModel) = formatter.pay(.loaded(.fixture)) else {
            Issue.record("pay's answer is not shown as loaded")
            return
        }

        // Field by field, leaving out confirmationText: the spec gives no source.
        #expect(viewModel.orderNumber == "id 2")
        #expect(viewModel.paidAt == formatting.date(Date(timeIntervalSince1970: 1_700_005_902)))
    }

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadCart(.idle), formatter.loadCart(.running)] == [.idle, .running])
        #expect(formatter.loadCart(.failed(CheckoutTestError())) == .failed(message: "Could not load cart."))
        #expect([formatter.applyCoupon(.idle), formatter.applyCoupon(.running)] == [.idle, .running])
        #expect(formatter.applyCoupon(.failed(CheckoutTestError())) == .failed(message: "Could not apply coupon."))
        #expect([formatter.pay(.idle), formatter.pay(.running)] == [.idle, .running])
        #expect(formatter.pay(.failed(CheckoutTestError())) == .failed(message: "Could not pay."))
    }
}
