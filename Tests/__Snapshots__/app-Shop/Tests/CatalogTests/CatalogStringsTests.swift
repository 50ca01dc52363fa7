import Testing

@testable import Catalog

@MainActor
@Suite("CatalogStrings", .timeLimit(.minutes(1)))
struct CatalogStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Catalog.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `CatalogStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": CatalogStrings.title,
    "loading": CatalogStrings.loading,
    "retry": CatalogStrings.retry,
    "LoadProducts.title": CatalogStrings.LoadProducts.title,
    "LoadProducts.action": CatalogStrings.LoadProducts.action,
    "LoadProducts.empty": CatalogStrings.LoadProducts.empty,
    "LoadProducts.failure": CatalogStrings.LoadProducts.failure,
    "LoadProducts.itemsLabel": CatalogStrings.LoadProducts.itemsLabel,
    "Routes.help": CatalogStrings.Routes.help,
]

/// Every member of `CatalogAccessibilityIDs`.
@MainActor
private let identifiers = [
    CatalogAccessibilityIDs.list,
    CatalogAccessibilityIDs.LoadProducts.section,
    CatalogAccessibilityIDs.LoadProducts.action,
    CatalogAccessibilityIDs.LoadProducts.status,
    CatalogAccessibilityIDs.LoadProducts.spinner,
    CatalogAccessibilityIDs.LoadProducts.itemsField,
    CatalogAccessibilityIDs.Routes.help,
]
