import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ReceiptStrings {
    static var title: String { text("Receipt.title") }
    static var loading: String { text("Receipt.loading") }
    static var retry: String { text("Receipt.retry") }

    enum LoadReceipt {
        static var title: String { text("Receipt.loadReceipt.title") }
        static var action: String { text("Receipt.loadReceipt.action") }
        static var failure: String { text("Receipt.loadReceipt.failure") }
        static var textLabel: String { text("Receipt.loadReceipt.text") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var share: String { ReceiptStrings.text("Receipt.routes.share") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ReceiptAccessibilityIDs {
    static let list = "Receipt.list"

    enum LoadReceipt: MarketSectionAccessibilityIDs {
        static let section = "Receipt.loadReceipt.section"
        static let action = "Receipt.loadReceipt.action"
        static let status = "Receipt.loadReceipt.status"
        static let spinner = "Receipt.loadReceipt.spinner"
        static let textField = "Receipt.loadReceipt.text.field"
    }

    enum Routes {
        static let share = "Receipt.routes.share"
    }
}
