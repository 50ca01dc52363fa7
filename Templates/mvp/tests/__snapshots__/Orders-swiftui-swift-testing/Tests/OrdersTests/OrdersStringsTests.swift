import Testing

@testable import Orders

@MainActor
@Suite("OrdersStrings", .timeLimit(.minutes(1)))
struct OrdersStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Orders.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `OrdersStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": OrdersStrings.title,
    "loading": OrdersStrings.loading,
    "retry": OrdersStrings.retry,
    "yes": OrdersStrings.yesOrNo(true),
    "no": OrdersStrings.yesOrNo(false),
    "LoadOrders.title": OrdersStrings.LoadOrders.title,
    "LoadOrders.action": OrdersStrings.LoadOrders.action,
    "LoadOrders.empty": OrdersStrings.LoadOrders.empty,
    "LoadOrders.failure": OrdersStrings.LoadOrders.failure,
    "CancelOrder.title": OrdersStrings.CancelOrder.title,
    "CancelOrder.action": OrdersStrings.CancelOrder.action,
    "CancelOrder.failure": OrdersStrings.CancelOrder.failure,
    "CancelOrder.cancelledLabel": OrdersStrings.CancelOrder.cancelledLabel,
    "CancelOrder.idPlaceholder": OrdersStrings.CancelOrder.idPlaceholder,
]

/// Every member of `OrdersAccessibilityIDs`.
@MainActor
private let identifiers = [
    OrdersAccessibilityIDs.list,
    OrdersAccessibilityIDs.LoadOrders.section,
    OrdersAccessibilityIDs.LoadOrders.action,
    OrdersAccessibilityIDs.LoadOrders.status,
    OrdersAccessibilityIDs.LoadOrders.spinner,
    OrdersAccessibilityIDs.CancelOrder.section,
    OrdersAccessibilityIDs.CancelOrder.action,
    OrdersAccessibilityIDs.CancelOrder.status,
    OrdersAccessibilityIDs.CancelOrder.spinner,
    OrdersAccessibilityIDs.CancelOrder.cancelledField,
    OrdersAccessibilityIDs.CancelOrder.idArgument,
]
