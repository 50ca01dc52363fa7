import Testing

@testable import OrderDetail

@MainActor
@Suite("OrderDetailStrings", .timeLimit(.minutes(1)))
struct OrderDetailStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("OrderDetail.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `OrderDetailStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": OrderDetailStrings.title,
    "loading": OrderDetailStrings.loading,
    "retry": OrderDetailStrings.retry,
    "yes": OrderDetailStrings.yesOrNo(true),
    "no": OrderDetailStrings.yesOrNo(false),
    "LoadOrder.title": OrderDetailStrings.LoadOrder.title,
    "LoadOrder.action": OrderDetailStrings.LoadOrder.action,
    "LoadOrder.failure": OrderDetailStrings.LoadOrder.failure,
    "LoadOrder.placedTextLabel": OrderDetailStrings.LoadOrder.placedTextLabel,
    "LoadOrder.totalTextLabel": OrderDetailStrings.LoadOrder.totalTextLabel,
    "CancelOrder.title": OrderDetailStrings.CancelOrder.title,
    "CancelOrder.action": OrderDetailStrings.CancelOrder.action,
    "CancelOrder.failure": OrderDetailStrings.CancelOrder.failure,
    "CancelOrder.cancelledLabel": OrderDetailStrings.CancelOrder.cancelledLabel,
]

/// Every member of `OrderDetailAccessibilityIDs`.
@MainActor
private let identifiers = [
    OrderDetailAccessibilityIDs.list,
    OrderDetailAccessibilityIDs.LoadOrder.section,
    OrderDetailAccessibilityIDs.LoadOrder.action,
    OrderDetailAccessibilityIDs.LoadOrder.status,
    OrderDetailAccessibilityIDs.LoadOrder.spinner,
    OrderDetailAccessibilityIDs.LoadOrder.placedTextField,
    OrderDetailAccessibilityIDs.LoadOrder.totalTextField,
    OrderDetailAccessibilityIDs.CancelOrder.section,
    OrderDetailAccessibilityIDs.CancelOrder.action,
    OrderDetailAccessibilityIDs.CancelOrder.status,
    OrderDetailAccessibilityIDs.CancelOrder.spinner,
    OrderDetailAccessibilityIDs.CancelOrder.cancelledField,
]
