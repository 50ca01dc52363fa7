import Testing

@testable import Product

@MainActor
@Suite("ProductStrings", .timeLimit(.minutes(1)))
struct ProductStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Product.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ProductStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ProductStrings.title,
    "loading": ProductStrings.loading,
    "retry": ProductStrings.retry,
    "LoadProduct.title": ProductStrings.LoadProduct.title,
    "LoadProduct.action": ProductStrings.LoadProduct.action,
    "LoadProduct.failure": ProductStrings.LoadProduct.failure,
    "LoadProduct.itemLabel": ProductStrings.LoadProduct.itemLabel,
    "AddToCart.title": ProductStrings.AddToCart.title,
    "AddToCart.action": ProductStrings.AddToCart.action,
    "AddToCart.failure": ProductStrings.AddToCart.failure,
    "AddToCart.cartCountLabel": ProductStrings.AddToCart.cartCountLabel,
    "AddToCart.quantityPlaceholder": ProductStrings.AddToCart.quantityPlaceholder,
]

/// Every member of `ProductAccessibilityIDs`.
@MainActor
private let identifiers = [
    ProductAccessibilityIDs.list,
    ProductAccessibilityIDs.LoadProduct.section,
    ProductAccessibilityIDs.LoadProduct.action,
    ProductAccessibilityIDs.LoadProduct.status,
    ProductAccessibilityIDs.LoadProduct.spinner,
    ProductAccessibilityIDs.LoadProduct.itemField,
    ProductAccessibilityIDs.AddToCart.section,
    ProductAccessibilityIDs.AddToCart.action,
    ProductAccessibilityIDs.AddToCart.status,
    ProductAccessibilityIDs.AddToCart.spinner,
    ProductAccessibilityIDs.AddToCart.cartCountField,
    ProductAccessibilityIDs.AddToCart.quantityArgument,
]
