import Testing

@testable import OrderHistory

@MainActor
@Suite("OrderHistoryStrings", .timeLimit(.minutes(1)))
struct OrderHistoryStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("OrderHistory.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `OrderHistoryStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": OrderHistoryStrings.title,
    "loading": OrderHistoryStrings.loading,
    "retry": OrderHistoryStrings.retry,
    "LoadOrders.title": OrderHistoryStrings.LoadOrders.title,
    "LoadOrders.action": OrderHistoryStrings.LoadOrders.action,
    "LoadOrders.failure": OrderHistoryStrings.LoadOrders.failure,
    "CancelOrder.title": OrderHistoryStrings.CancelOrder.title,
    "CancelOrder.action": OrderHistoryStrings.CancelOrder.action,
    "CancelOrder.failure": OrderHistoryStrings.CancelOrder.failure,
    "Routes.orderDetails": OrderHistoryStrings.Routes.orderDetails,
]

/// Every member of `OrderHistoryAccessibilityIDs`.
@MainActor
private let identifiers = [
    OrderHistoryAccessibilityIDs.list,
    OrderHistoryAccessibilityIDs.LoadOrders.section,
    OrderHistoryAccessibilityIDs.LoadOrders.action,
    OrderHistoryAccessibilityIDs.LoadOrders.status,
    OrderHistoryAccessibilityIDs.LoadOrders.spinner,
    OrderHistoryAccessibilityIDs.CancelOrder.section,
    OrderHistoryAccessibilityIDs.CancelOrder.action,
    OrderHistoryAccessibilityIDs.CancelOrder.status,
    OrderHistoryAccessibilityIDs.CancelOrder.spinner,
    OrderHistoryAccessibilityIDs.Routes.orderDetails,
]
