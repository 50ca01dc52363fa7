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
    }

    enum CancelOrder {
        static var title: String { text("Orders.cancelOrder.title") }
        static var action: String { text("Orders.cancelOrder.action") }
        static var failure: String { text("Orders.cancelOrder.failure") }
        static var cancelledLabel: String { text("Orders.cancelOrder.cancelled") }
        static var idPlaceholder: String {
            text("Orders.cancelOrder.id.placeholder")
        }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("Orders.yes") : text("Orders.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}
