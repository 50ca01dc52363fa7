import Testing

@testable import Refunds

@MainActor
@Suite("RefundsStrings", .timeLimit(.minutes(1)))
struct RefundsStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Refunds.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `RefundsStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": RefundsStrings.title,
    "loading": RefundsStrings.loading,
    "retry": RefundsStrings.retry,
    "RefundAll.title": RefundsStrings.RefundAll.title,
    "RefundAll.action": RefundsStrings.RefundAll.action,
    "RefundAll.failure": RefundsStrings.RefundAll.failure,
    "RefundAll.totalLabel": RefundsStrings.RefundAll.totalLabel,
]

/// Every member of `RefundsAccessibilityIDs`.
@MainActor
private let identifiers = [
    RefundsAccessibilityIDs.list,
    RefundsAccessibilityIDs.RefundAll.section,
    RefundsAccessibilityIDs.RefundAll.action,
    RefundsAccessibilityIDs.RefundAll.status,
    RefundsAccessibilityIDs.RefundAll.spinner,
    RefundsAccessibilityIDs.RefundAll.totalField,
]
