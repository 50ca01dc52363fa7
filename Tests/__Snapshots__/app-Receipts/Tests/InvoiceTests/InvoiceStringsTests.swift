import Testing

@testable import Invoice

@MainActor
@Suite("InvoiceStrings", .timeLimit(.minutes(1)))
struct InvoiceStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Invoice.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `InvoiceStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": InvoiceStrings.title,
    "loading": InvoiceStrings.loading,
    "retry": InvoiceStrings.retry,
    "LoadInvoice.title": InvoiceStrings.LoadInvoice.title,
    "LoadInvoice.action": InvoiceStrings.LoadInvoice.action,
    "LoadInvoice.failure": InvoiceStrings.LoadInvoice.failure,
    "LoadInvoice.titleLabel": InvoiceStrings.LoadInvoice.titleLabel,
]

/// Every member of `InvoiceAccessibilityIDs`.
@MainActor
private let identifiers = [
    InvoiceAccessibilityIDs.list,
    InvoiceAccessibilityIDs.LoadInvoice.section,
    InvoiceAccessibilityIDs.LoadInvoice.action,
    InvoiceAccessibilityIDs.LoadInvoice.status,
    InvoiceAccessibilityIDs.LoadInvoice.spinner,
    InvoiceAccessibilityIDs.LoadInvoice.titleField,
]
