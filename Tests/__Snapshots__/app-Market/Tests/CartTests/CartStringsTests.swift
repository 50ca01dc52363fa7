import Testing

@testable import Cart

@MainActor
@Suite("CartStrings", .timeLimit(.minutes(1)))
struct CartStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Cart.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `CartStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": CartStrings.title,
    "loading": CartStrings.loading,
    "retry": CartStrings.retry,
    "LoadCart.title": CartStrings.LoadCart.title,
    "LoadCart.action": CartStrings.LoadCart.action,
    "LoadCart.empty": CartStrings.LoadCart.empty,
    "LoadCart.failure": CartStrings.LoadCart.failure,
    "LoadCart.linesLabel": CartStrings.LoadCart.linesLabel,
    "LoadCart.totalLabel": CartStrings.LoadCart.totalLabel,
    "PlaceOrder.title": CartStrings.PlaceOrder.title,
    "PlaceOrder.action": CartStrings.PlaceOrder.action,
    "PlaceOrder.failure": CartStrings.PlaceOrder.failure,
    "PlaceOrder.orderIDLabel": CartStrings.PlaceOrder.orderIDLabel,
    "Routes.checkout": CartStrings.Routes.checkout,
]

/// Every member of `CartAccessibilityIDs`.
@MainActor
private let identifiers = [
    CartAccessibilityIDs.list,
    CartAccessibilityIDs.LoadCart.section,
    CartAccessibilityIDs.LoadCart.action,
    CartAccessibilityIDs.LoadCart.status,
    CartAccessibilityIDs.LoadCart.spinner,
    CartAccessibilityIDs.LoadCart.linesField,
    CartAccessibilityIDs.LoadCart.totalField,
    CartAccessibilityIDs.PlaceOrder.section,
    CartAccessibilityIDs.PlaceOrder.action,
    CartAccessibilityIDs.PlaceOrder.status,
    CartAccessibilityIDs.PlaceOrder.spinner,
    CartAccessibilityIDs.PlaceOrder.orderIDField,
    CartAccessibilityIDs.Routes.checkout,
]
