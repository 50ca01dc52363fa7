import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutNumberInput", .timeLimit(.minutes(1)))
struct CheckoutNumberInputTests {
    let german = Locale(identifier: "de_DE")
    let american = Locale(identifier: "en_US")

    @Test("a fraction is read with the locale's decimal separator")
    func readsTheLocalesSeparator() {
        #expect(CheckoutNumberInput.decimal("2,50", locale: german) == Decimal(25) / 10)
        #expect(CheckoutNumberInput.decimal(" 2.50 ", locale: american) == Decimal(25) / 10)
        #expect(CheckoutNumberInput.double("0,25", locale: german) == 0.25)
    }

    @Test("text that is not all one number is no number, not the number it starts with")
    func refusesWhatIsNotAllANumber() {
        #expect(CheckoutNumberInput.decimal("12abc", locale: american) == nil)
        #expect(CheckoutNumberInput.decimal("2,50", locale: american) == nil)
        #expect(CheckoutNumberInput.decimal("2.5", locale: german) == nil)
        #expect(CheckoutNumberInput.decimal("", locale: american) == nil)
        #expect(CheckoutNumberInput.double("1x", locale: american) == nil)
    }
}
