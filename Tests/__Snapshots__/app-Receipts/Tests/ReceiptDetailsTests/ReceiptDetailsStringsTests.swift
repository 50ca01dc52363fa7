import Testing

@testable import ReceiptDetails

@MainActor
@Suite("ReceiptDetailsStrings", .timeLimit(.minutes(1)))
struct ReceiptDetailsStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("ReceiptDetails.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ReceiptDetailsStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ReceiptDetailsStrings.title,
    "loading": ReceiptDetailsStrings.loading,
    "retry": ReceiptDetailsStrings.retry,
    "LoadDetails.title": ReceiptDetailsStrings.LoadDetails.title,
    "LoadDetails.action": ReceiptDetailsStrings.LoadDetails.action,
    "LoadDetails.failure": ReceiptDetailsStrings.LoadDetails.failure,
    "LoadDetails.titleLabel": ReceiptDetailsStrings.LoadDetails.titleLabel,
]

/// Every member of `ReceiptDetailsAccessibilityIDs`.
@MainActor
private let identifiers = [
    ReceiptDetailsAccessibilityIDs.list,
    ReceiptDetailsAccessibilityIDs.LoadDetails.section,
    ReceiptDetailsAccessibilityIDs.LoadDetails.action,
    ReceiptDetailsAccessibilityIDs.LoadDetails.status,
    ReceiptDetailsAccessibilityIDs.LoadDetails.spinner,
    ReceiptDetailsAccessibilityIDs.LoadDetails.titleField,
]
