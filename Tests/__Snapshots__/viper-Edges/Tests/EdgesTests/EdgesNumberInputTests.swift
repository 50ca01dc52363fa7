import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesNumberInput", .timeLimit(.minutes(1)))
struct EdgesNumberInputTests {
    let german = Locale(identifier: "de_DE")
    let american = Locale(identifier: "en_US")

    @Test("a fraction is read with the locale's decimal separator")
    func readsTheLocalesSeparator() {
        #expect(EdgesNumberInput.decimal("2,50", locale: german) == Decimal(25) / 10)
        #expect(EdgesNumberInput.decimal(" 2.50 ", locale: american) == Decimal(25) / 10)
        #expect(EdgesNumberInput.double("0,25", locale: german) == 0.25)
    }

    @Test("text that is not all one number is no number, not the number it starts with")
    func refusesWhatIsNotAllANumber() {
        #expect(EdgesNumberInput.decimal("12abc", locale: american) == nil)
        #expect(EdgesNumberInput.decimal("2,50", locale: american) == nil)
        #expect(EdgesNumberInput.decimal("2.5", locale: german) == nil)
        #expect(EdgesNumberInput.decimal("", locale: american) == nil)
        #expect(EdgesNumberInput.double("1x", locale: american) == nil)
    }
}
