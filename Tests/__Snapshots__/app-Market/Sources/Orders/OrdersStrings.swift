import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum OrdersStrings {
    static var title: String { text("Orders.title") }
    static var loading: String { text("Orders.loading") }
    static var retry: String { text("Orders.retry") }

    enum LoadOrders {
        static var title: String { text("Orders.loadOrders.title") }
        static var action: String { text("Orders.loadOrders.action") }
        static var empty: String { text("Orders.loadOrders.empty") }
        static var failure: String { text("Orders.loadOrders.failure") }
        static var totalsLabel: String { text("Orders.loadOrders.totals") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum OrdersAccessibilityIDs {
    static let list = "Orders.list"

    enum LoadOrders: MarketSectionAccessibilityIDs {
        static let section = "Orders.loadOrders.section"
        static let action = "Orders.loadOrders.action"
        static let status = "Orders.loadOrders.status"
        static let spinner = "Orders.loadOrders.spinner"
        static let totalsField = "Orders.loadOrders.totals.field"
    }
}
