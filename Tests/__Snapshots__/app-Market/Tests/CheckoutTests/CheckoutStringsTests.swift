import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutStrings", .timeLimit(.minutes(1)))
struct CheckoutStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Checkout.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `CheckoutStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": CheckoutStrings.title,
    "loading": CheckoutStrings.loading,
    "retry": CheckoutStrings.retry,
    "LoadSummary.title": CheckoutStrings.LoadSummary.title,
    "LoadSummary.action": CheckoutStrings.LoadSummary.action,
    "LoadSummary.failure": CheckoutStrings.LoadSummary.failure,
    "LoadSummary.totalLabel": CheckoutStrings.LoadSummary.totalLabel,
    "Pay.title": CheckoutStrings.Pay.title,
    "Pay.action": CheckoutStrings.Pay.action,
    "Pay.failure": CheckoutStrings.Pay.failure,
    "Pay.receiptIDLabel": CheckoutStrings.Pay.receiptIDLabel,
    "Routes.receipt": CheckoutStrings.Routes.receipt,
]

/// Every member of `CheckoutAccessibilityIDs`.
@MainActor
private let identifiers = [
    CheckoutAccessibilityIDs.list,
    CheckoutAccessibilityIDs.LoadSummary.section,
    CheckoutAccessibilityIDs.LoadSummary.action,
    CheckoutAccessibilityIDs.LoadSummary.status,
    CheckoutAccessibilityIDs.LoadSummary.spinner,
    CheckoutAccessibilityIDs.LoadSummary.totalField,
    CheckoutAccessibilityIDs.Pay.section,
    CheckoutAccessibilityIDs.Pay.action,
    CheckoutAccessibilityIDs.Pay.status,
    CheckoutAccessibilityIDs.Pay.spinner,
    CheckoutAccessibilityIDs.Pay.receiptIDField,
    CheckoutAccessibilityIDs.Routes.receipt,
]
