import Testing

@testable import SellerPage

@MainActor
@Suite("SellerPageStrings", .timeLimit(.minutes(1)))
struct SellerPageStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("SellerPage.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `SellerPageStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": SellerPageStrings.title,
    "loading": SellerPageStrings.loading,
    "retry": SellerPageStrings.retry,
    "LoadSeller.title": SellerPageStrings.LoadSeller.title,
    "LoadSeller.action": SellerPageStrings.LoadSeller.action,
    "LoadSeller.empty": SellerPageStrings.LoadSeller.empty,
    "LoadSeller.failure": SellerPageStrings.LoadSeller.failure,
    "LoadSeller.sellerLabel": SellerPageStrings.LoadSeller.sellerLabel,
    "LoadSeller.productsLabel": SellerPageStrings.LoadSeller.productsLabel,
    "Routes.contact": SellerPageStrings.Routes.contact,
]

/// Every member of `SellerPageAccessibilityIDs`.
@MainActor
private let identifiers = [
    SellerPageAccessibilityIDs.list,
    SellerPageAccessibilityIDs.LoadSeller.section,
    SellerPageAccessibilityIDs.LoadSeller.action,
    SellerPageAccessibilityIDs.LoadSeller.status,
    SellerPageAccessibilityIDs.LoadSeller.spinner,
    SellerPageAccessibilityIDs.LoadSeller.sellerField,
    SellerPageAccessibilityIDs.LoadSeller.productsField,
    SellerPageAccessibilityIDs.Routes.contact,
]
