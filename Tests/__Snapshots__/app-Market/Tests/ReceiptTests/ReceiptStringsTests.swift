import Testing

@testable import Receipt

@MainActor
@Suite("ReceiptStrings", .timeLimit(.minutes(1)))
struct ReceiptStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Receipt.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ReceiptStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ReceiptStrings.title,
    "loading": ReceiptStrings.loading,
    "retry": ReceiptStrings.retry,
    "LoadReceipt.title": ReceiptStrings.LoadReceipt.title,
    "LoadReceipt.action": ReceiptStrings.LoadReceipt.action,
    "LoadReceipt.failure": ReceiptStrings.LoadReceipt.failure,
    "LoadReceipt.textLabel": ReceiptStrings.LoadReceipt.textLabel,
    "Routes.share": ReceiptStrings.Routes.share,
]

/// Every member of `ReceiptAccessibilityIDs`.
@MainActor
private let identifiers = [
    ReceiptAccessibilityIDs.list,
    ReceiptAccessibilityIDs.LoadReceipt.section,
    ReceiptAccessibilityIDs.LoadReceipt.action,
    ReceiptAccessibilityIDs.LoadReceipt.status,
    ReceiptAccessibilityIDs.LoadReceipt.spinner,
    ReceiptAccessibilityIDs.LoadReceipt.textField,
    ReceiptAccessibilityIDs.Routes.share,
]
