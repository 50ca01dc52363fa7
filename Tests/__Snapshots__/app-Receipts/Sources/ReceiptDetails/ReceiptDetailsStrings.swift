import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ReceiptDetailsStrings {
    static var title: String { text("ReceiptDetails.title") }
    static var loading: String { text("ReceiptDetails.loading") }
    static var retry: String { text("ReceiptDetails.retry") }

    enum LoadDetails {
        static var title: String { text("ReceiptDetails.loadDetails.title") }
        static var action: String { text("ReceiptDetails.loadDetails.action") }
        static var failure: String { text("ReceiptDetails.loadDetails.failure") }
        static var titleLabel: String { text("ReceiptDetails.loadDetails.title") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ReceiptDetailsAccessibilityIDs {
    static let list = "ReceiptDetails.list"

    enum LoadDetails: ReceiptsSectionAccessibilityIDs {
        static let section = "ReceiptDetails.loadDetails.section"
        static let action = "ReceiptDetails.loadDetails.action"
        static let status = "ReceiptDetails.loadDetails.status"
        static let spinner = "ReceiptDetails.loadDetails.spinner"
        static let titleField = "ReceiptDetails.loadDetails.title.field"
    }
}
