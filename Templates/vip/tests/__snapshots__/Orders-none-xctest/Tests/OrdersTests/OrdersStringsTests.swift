import XCTest

@testable import Orders

final class OrdersStringsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @MainActor
    func testEveryTextTheModuleShowsIsFoundInLocalizableStrings() async {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Orders.") {
            XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
        }
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
