import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum OrderDetailStrings {
    static var title: String { text("OrderDetail.title") }
    static var loading: String { text("OrderDetail.loading") }
    static var retry: String { text("OrderDetail.retry") }

    enum LoadOrder {
        static var title: String { text("OrderDetail.loadOrder.title") }
        static var action: String { text("OrderDetail.loadOrder.action") }
        static var failure: String { text("OrderDetail.loadOrder.failure") }
        static var placedTextLabel: String { text("OrderDetail.loadOrder.placedText") }
        static var totalTextLabel: String { text("OrderDetail.loadOrder.totalText") }
    }

    enum CancelOrder {
        static var title: String { text("OrderDetail.cancelOrder.title") }
        static var action: String { text("OrderDetail.cancelOrder.action") }
        static var failure: String { text("OrderDetail.cancelOrder.failure") }
        static var cancelledLabel: String { text("OrderDetail.cancelOrder.cancelled") }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("OrderDetail.yes") : text("OrderDetail.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum OrderDetailAccessibilityIDs {
    static let list = "OrderDetail.list"

    enum LoadOrder: MarketSectionAccessibilityIDs {
        static let section = "OrderDetail.loadOrder.section"
        static let action = "OrderDetail.loadOrder.action"
        static let status = "OrderDetail.loadOrder.status"
        static let spinner = "OrderDetail.loadOrder.spinner"
        static let placedTextField = "OrderDetail.loadOrder.placedText.field"
        static let totalTextField = "OrderDetail.loadOrder.totalText.field"
    }

    enum CancelOrder: MarketSectionAccessibilityIDs {
        static let section = "OrderDetail.cancelOrder.section"
        static let action = "OrderDetail.cancelOrder.action"
        static let status = "OrderDetail.cancelOrder.status"
        static let spinner = "OrderDetail.cancelOrder.spinner"
        static let cancelledField = "OrderDetail.cancelOrder.cancelled.field"
    }
}
