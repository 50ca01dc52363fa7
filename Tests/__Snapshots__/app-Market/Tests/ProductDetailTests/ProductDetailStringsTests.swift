import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailStrings", .timeLimit(.minutes(1)))
struct ProductDetailStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("ProductDetail.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ProductDetailStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ProductDetailStrings.title,
    "loading": ProductDetailStrings.loading,
    "retry": ProductDetailStrings.retry,
    "LoadProduct.title": ProductDetailStrings.LoadProduct.title,
    "LoadProduct.action": ProductDetailStrings.LoadProduct.action,
    "LoadProduct.failure": ProductDetailStrings.LoadProduct.failure,
    "LoadProduct.productLabel": ProductDetailStrings.LoadProduct.productLabel,
    "LoadProduct.sellerLabel": ProductDetailStrings.LoadProduct.sellerLabel,
    "AddToCart.title": ProductDetailStrings.AddToCart.title,
    "AddToCart.action": ProductDetailStrings.AddToCart.action,
    "AddToCart.failure": ProductDetailStrings.AddToCart.failure,
    "AddToCart.cartCountLabel": ProductDetailStrings.AddToCart.cartCountLabel,
    "AddToCart.quantityPlaceholder": ProductDetailStrings.AddToCart.quantityPlaceholder,
    "Routes.sellerPage": ProductDetailStrings.Routes.sellerPage,
]

/// Every member of `ProductDetailAccessibilityIDs`.
@MainActor
private let identifiers = [
    ProductDetailAccessibilityIDs.list,
    ProductDetailAccessibilityIDs.LoadProduct.section,
    ProductDetailAccessibilityIDs.LoadProduct.action,
    ProductDetailAccessibilityIDs.LoadProduct.status,
    ProductDetailAccessibilityIDs.LoadProduct.spinner,
    ProductDetailAccessibilityIDs.LoadProduct.productField,
    ProductDetailAccessibilityIDs.LoadProduct.sellerField,
    ProductDetailAccessibilityIDs.AddToCart.section,
    ProductDetailAccessibilityIDs.AddToCart.action,
    ProductDetailAccessibilityIDs.AddToCart.status,
    ProductDetailAccessibilityIDs.AddToCart.spinner,
    ProductDetailAccessibilityIDs.AddToCart.cartCountField,
    ProductDetailAccessibilityIDs.AddToCart.quantityArgument,
    ProductDetailAccessibilityIDs.Routes.sellerPage,
]
