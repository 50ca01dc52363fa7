import Testing

@testable import ReceiptSharing

@MainActor
@Suite("ReceiptSharingStrings", .timeLimit(.minutes(1)))
struct ReceiptSharingStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("ReceiptSharing.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ReceiptSharingStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ReceiptSharingStrings.title,
    "loading": ReceiptSharingStrings.loading,
    "retry": ReceiptSharingStrings.retry,
    "LoadShareText.title": ReceiptSharingStrings.LoadShareText.title,
    "LoadShareText.action": ReceiptSharingStrings.LoadShareText.action,
    "LoadShareText.failure": ReceiptSharingStrings.LoadShareText.failure,
    "LoadShareText.textLabel": ReceiptSharingStrings.LoadShareText.textLabel,
]

/// Every member of `ReceiptSharingAccessibilityIDs`.
@MainActor
private let identifiers = [
    ReceiptSharingAccessibilityIDs.list,
    ReceiptSharingAccessibilityIDs.LoadShareText.section,
    ReceiptSharingAccessibilityIDs.LoadShareText.action,
    ReceiptSharingAccessibilityIDs.LoadShareText.status,
    ReceiptSharingAccessibilityIDs.LoadShareText.spinner,
    ReceiptSharingAccessibilityIDs.LoadShareText.textField,
]
