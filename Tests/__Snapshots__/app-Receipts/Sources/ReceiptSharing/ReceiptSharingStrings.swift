import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ReceiptSharingStrings {
    static var title: String { text("ReceiptSharing.title") }
    static var loading: String { text("ReceiptSharing.loading") }
    static var retry: String { text("ReceiptSharing.retry") }

    enum LoadShareText {
        static var title: String { text("ReceiptSharing.loadShareText.title") }
        static var action: String { text("ReceiptSharing.loadShareText.action") }
        static var failure: String { text("ReceiptSharing.loadShareText.failure") }
        static var textLabel: String { text("ReceiptSharing.loadShareText.text") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ReceiptSharingAccessibilityIDs {
    static let list = "ReceiptSharing.list"

    enum LoadShareText: ReceiptsSectionAccessibilityIDs {
        static let section = "ReceiptSharing.loadShareText.section"
        static let action = "ReceiptSharing.loadShareText.action"
        static let status = "ReceiptSharing.loadShareText.status"
        static let spinner = "ReceiptSharing.loadShareText.spinner"
        static let textField = "ReceiptSharing.loadShareText.text.field"
    }
}
