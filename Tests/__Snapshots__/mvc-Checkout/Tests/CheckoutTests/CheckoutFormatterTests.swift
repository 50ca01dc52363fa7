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

    @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
    func statesWithoutAnAnswer() {
        let count = { (value: Int) in value }
        let states: [CheckoutUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
        let text = { (value: Int) in "\(value)" }

        #expect(states.map { CheckoutFormatter.shown($0, as: count) } == states)
        #expect(states.map(\.isRunning) == [false, true, false, false])
        #expect(CheckoutFormatter.shown(.loaded(0), as: text) == .loaded("0"))
        // The value decides, not what the view shows of it.
        #expect(CheckoutFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
    }
}
