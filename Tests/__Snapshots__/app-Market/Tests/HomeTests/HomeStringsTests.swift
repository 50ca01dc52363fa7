import Testing

@testable import Home

@MainActor
@Suite("HomeStrings", .timeLimit(.minutes(1)))
struct HomeStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Home.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `HomeStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": HomeStrings.title,
    "loading": HomeStrings.loading,
    "retry": HomeStrings.retry,
    "LoadHome.title": HomeStrings.LoadHome.title,
    "LoadHome.action": HomeStrings.LoadHome.action,
    "LoadHome.failure": HomeStrings.LoadHome.failure,
    "LoadHome.greetingLabel": HomeStrings.LoadHome.greetingLabel,
    "LoadHome.cartCountLabel": HomeStrings.LoadHome.cartCountLabel,
    "Routes.catalog": HomeStrings.Routes.catalog,
    "Routes.cart": HomeStrings.Routes.cart,
    "Routes.profile": HomeStrings.Routes.profile,
    "Routes.search": HomeStrings.Routes.search,
]

/// Every member of `HomeAccessibilityIDs`.
@MainActor
private let identifiers = [
    HomeAccessibilityIDs.list,
    HomeAccessibilityIDs.LoadHome.section,
    HomeAccessibilityIDs.LoadHome.action,
    HomeAccessibilityIDs.LoadHome.status,
    HomeAccessibilityIDs.LoadHome.spinner,
    HomeAccessibilityIDs.LoadHome.greetingField,
    HomeAccessibilityIDs.LoadHome.cartCountField,
    HomeAccessibilityIDs.Routes.catalog,
    HomeAccessibilityIDs.Routes.cart,
    HomeAccessibilityIDs.Routes.profile,
    HomeAccessibilityIDs.Routes.search,
]
