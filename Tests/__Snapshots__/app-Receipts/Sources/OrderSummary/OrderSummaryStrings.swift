import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum OrderSummaryStrings {
    static var title: String { text("OrderSummary.title") }
    static var loading: String { text("OrderSummary.loading") }
    static var retry: String { text("OrderSummary.retry") }

    enum LoadSummary {
        static var title: String { text("OrderSummary.loadSummary.title") }
        static var action: String { text("OrderSummary.loadSummary.action") }
        static var failure: String { text("OrderSummary.loadSummary.failure") }
        static var titleLabel: String { text("OrderSummary.loadSummary.title") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum OrderSummaryAccessibilityIDs {
    static let list = "OrderSummary.list"

    enum LoadSummary: ReceiptsSectionAccessibilityIDs {
        static let section = "OrderSummary.loadSummary.section"
        static let action = "OrderSummary.loadSummary.action"
        static let status = "OrderSummary.loadSummary.status"
        static let spinner = "OrderSummary.loadSummary.spinner"
        static let titleField = "OrderSummary.loadSummary.title.field"
    }
}
