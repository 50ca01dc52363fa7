import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum OrderHistoryStrings {
    static var title: String { text("OrderHistory.title") }
    static var loading: String { text("OrderHistory.loading") }
    static var retry: String { text("OrderHistory.retry") }

    enum LoadOrders {
        static var title: String { text("OrderHistory.loadOrders.title") }
        static var action: String { text("OrderHistory.loadOrders.action") }
        static var failure: String { text("OrderHistory.loadOrders.failure") }
    }

    enum CancelOrder {
        static var title: String { text("OrderHistory.cancelOrder.title") }
        static var action: String { text("OrderHistory.cancelOrder.action") }
        static var failure: String { text("OrderHistory.cancelOrder.failure") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var orderDetails: String { OrderHistoryStrings.text("OrderHistory.routes.orderDetails") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum OrderHistoryAccessibilityIDs {
    static let list = "OrderHistory.list"

    enum LoadOrders: OrderHistorySectionAccessibilityIDs {
        static let section = "OrderHistory.loadOrders.section"
        static let action = "OrderHistory.loadOrders.action"
        static let status = "OrderHistory.loadOrders.status"
        static let spinner = "OrderHistory.loadOrders.spinner"
    }

    enum CancelOrder: OrderHistorySectionAccessibilityIDs {
        static let section = "OrderHistory.cancelOrder.section"
        static let action = "OrderHistory.cancelOrder.action"
        static let status = "OrderHistory.cancelOrder.status"
        static let spinner = "OrderHistory.cancelOrder.spinner"
    }

    enum Routes {
        static let orderDetails = "OrderHistory.routes.orderDetails"
    }
}
