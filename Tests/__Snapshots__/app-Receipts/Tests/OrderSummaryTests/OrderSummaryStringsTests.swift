import Testing

@testable import OrderSummary

@MainActor
@Suite("OrderSummaryStrings", .timeLimit(.minutes(1)))
struct OrderSummaryStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("OrderSummary.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `OrderSummaryStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": OrderSummaryStrings.title,
    "loading": OrderSummaryStrings.loading,
    "retry": OrderSummaryStrings.retry,
    "LoadSummary.title": OrderSummaryStrings.LoadSummary.title,
    "LoadSummary.action": OrderSummaryStrings.LoadSummary.action,
    "LoadSummary.failure": OrderSummaryStrings.LoadSummary.failure,
    "LoadSummary.titleLabel": OrderSummaryStrings.LoadSummary.titleLabel,
]

/// Every member of `OrderSummaryAccessibilityIDs`.
@MainActor
private let identifiers = [
    OrderSummaryAccessibilityIDs.list,
    OrderSummaryAccessibilityIDs.LoadSummary.section,
    OrderSummaryAccessibilityIDs.LoadSummary.action,
    OrderSummaryAccessibilityIDs.LoadSummary.status,
    OrderSummaryAccessibilityIDs.LoadSummary.spinner,
    OrderSummaryAccessibilityIDs.LoadSummary.titleField,
]
