import Foundation
import Testing

@testable import ProductDetail

/// Fixed, so the expected text does not depend on the machine's settings.
@MainActor
private let formatting = ProductDetailFormatting(
    locale: Locale(identifier: "en_US_POSIX"),
    currencyCode: "EUR",
    timeZone: .gmt
)

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = ProductDetailFormatter(formatting: formatting)

@MainActor
@Suite("ProductDetailFormatter", .timeLimit(.minutes(1)))
struct ProductDetailFormatterTests {

    @Test("loadProduct's answer is shown as its view model")
    func loadProductViewModel() {
        guard case .loaded = formatter.loadProduct(.loaded(.fixture)) else {
            Issue.record("loadProduct's answer is not shown as loaded")
            return
        }

    }

    @Test("addToCart's answer is shown as its view model")
    func addToCartViewModel() {
        #expect(
            formatter.addToCart(.loaded(.fixture))
                == .loaded(ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(7_932)))
        )
    }

    @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
    func statesWithoutAnAnswer() {
        let count = { (value: Int) in value }
        let states: [ProductDetailUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
        let text = { (value: Int) in "\(value)" }

        #expect(states.map { ProductDetailFormatter.shown($0, as: count) } == states)
        #expect(states.map(\.isRunning) == [false, true, false, false])
        #expect(ProductDetailFormatter.shown(.loaded(0), as: text) == .loaded("0"))
        // The value decides, not what the view shows of it.
        #expect(ProductDetailFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
    }
}
