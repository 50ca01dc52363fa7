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
    "yes": CheckoutStrings.yesOrNo(true),
    "no": CheckoutStrings.yesOrNo(false),
    "LoadCart.title": CheckoutStrings.LoadCart.title,
    "LoadCart.action": CheckoutStrings.LoadCart.action,
    "LoadCart.empty": CheckoutStrings.LoadCart.empty,
    "LoadCart.failure": CheckoutStrings.LoadCart.failure,
    "LoadCart.rowsLabel": CheckoutStrings.LoadCart.rowsLabel,
    "LoadCart.totalTextLabel": CheckoutStrings.LoadCart.totalTextLabel,
    "LoadCart.itemCountLabel": CheckoutStrings.LoadCart.itemCountLabel,
    "ApplyCoupon.title": CheckoutStrings.ApplyCoupon.title,
    "ApplyCoupon.action": CheckoutStrings.ApplyCoupon.action,
    "ApplyCoupon.failure": CheckoutStrings.ApplyCoupon.failure,
    "ApplyCoupon.discountLabel": CheckoutStrings.ApplyCoupon.discountLabel,
    "ApplyCoupon.isValidLabel": CheckoutStrings.ApplyCoupon.isValidLabel,
    "ApplyCoupon.codePlaceholder": CheckoutStrings.ApplyCoupon.codePlaceholder,
    "Pay.title": CheckoutStrings.Pay.title,
    "Pay.action": CheckoutStrings.Pay.action,
    "Pay.failure": CheckoutStrings.Pay.failure,
    "Pay.orderNumberLabel": CheckoutStrings.Pay.orderNumberLabel,
    "Pay.paidAtLabel": CheckoutStrings.Pay.paidAtLabel,
    "Pay.confirmationTextLabel": CheckoutStrings.Pay.confirmationTextLabel,
    "Pay.shippingAddressPlaceholder": CheckoutStrings.Pay.shippingAddressPlaceholder,
    "Pay.tipPlaceholder": CheckoutStrings.Pay.tipPlaceholder,
    "Pay.metadataPlaceholder": CheckoutStrings.Pay.metadataPlaceholder,
    "Routes.addressBook": CheckoutStrings.Routes.addressBook,
    "Cancelled.action": CheckoutStrings.Cancelled.action,
]

/// Every member of `CheckoutAccessibilityIDs`.
@MainActor
private let identifiers = [
    CheckoutAccessibilityIDs.list,
    CheckoutAccessibilityIDs.LoadCart.section,
    CheckoutAccessibilityIDs.LoadCart.action,
    CheckoutAccessibilityIDs.LoadCart.status,
    CheckoutAccessibilityIDs.LoadCart.spinner,
    CheckoutAccessibilityIDs.LoadCart.rowsField,
    CheckoutAccessibilityIDs.LoadCart.totalTextField,
    CheckoutAccessibilityIDs.LoadCart.itemCountField,
    CheckoutAccessibilityIDs.ApplyCoupon.section,
    CheckoutAccessibilityIDs.ApplyCoupon.action,
    CheckoutAccessibilityIDs.ApplyCoupon.status,
    CheckoutAccessibilityIDs.ApplyCoupon.spinner,
    CheckoutAccessibilityIDs.ApplyCoupon.discountField,
    CheckoutAccessibilityIDs.ApplyCoupon.isValidField,
    CheckoutAccessibilityIDs.ApplyCoupon.codeArgument,
    CheckoutAccessibilityIDs.Pay.section,
    CheckoutAccessibilityIDs.Pay.action,
    CheckoutAccessibilityIDs.Pay.status,
    CheckoutAccessibilityIDs.Pay.spinner,
    CheckoutAccessibilityIDs.Pay.orderNumberField,
    CheckoutAccessibilityIDs.Pay.paidAtField,
    CheckoutAccessibilityIDs.Pay.confirmationTextField,
    CheckoutAccessibilityIDs.Pay.shippingAddressArgument,
    CheckoutAccessibilityIDs.Pay.tipArgument,
    CheckoutAccessibilityIDs.Pay.metadataArgument,
    CheckoutAccessibilityIDs.Routes.addressBook,
    CheckoutAccessibilityIDs.Cancelled.action,
]
