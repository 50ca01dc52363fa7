import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum RefundsStrings {
    static var title: String { text("Refunds.title") }
    static var loading: String { text("Refunds.loading") }
    static var retry: String { text("Refunds.retry") }

    enum RefundAll {
        static var title: String { text("Refunds.refundAll.title") }
        static var action: String { text("Refunds.refundAll.action") }
        static var failure: String { text("Refunds.refundAll.failure") }
        static var totalLabel: String { text("Refunds.refundAll.total") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum RefundsAccessibilityIDs {
    static let list = "Refunds.list"

    enum RefundAll {
        static let section = "Refunds.refundAll.section"
        static let action = "Refunds.refundAll.action"
        static let status = "Refunds.refundAll.status"
        static let spinner = "Refunds.refundAll.spinner"
        static let totalField = "Refunds.refundAll.total.field"
    }
}
