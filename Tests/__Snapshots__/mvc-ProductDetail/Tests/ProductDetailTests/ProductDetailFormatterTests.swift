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

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadProduct(.idle), formatter.loadProduct(.running)] == [.idle, .running])
        #expect(formatter.loadProduct(.failed(ProductDetailTestError())) == .failed(message: "Could not load product."))
        #expect([formatter.addToCart(.idle), formatter.addToCart(.running)] == [.idle, .running])
        #expect(formatter.addToCart(.failed(ProductDetailTestError())) == .failed(message: "Could not add to cart."))
    }
}
