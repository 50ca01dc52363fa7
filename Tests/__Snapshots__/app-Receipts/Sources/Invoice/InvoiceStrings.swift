import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum InvoiceStrings {
    static var title: String { text("Invoice.title") }
    static var loading: String { text("Invoice.loading") }
    static var retry: String { text("Invoice.retry") }

    enum LoadInvoice {
        static var title: String { text("Invoice.loadInvoice.title") }
        static var action: String { text("Invoice.loadInvoice.action") }
        static var failure: String { text("Invoice.loadInvoice.failure") }
        static var titleLabel: String { text("Invoice.loadInvoice.title") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum InvoiceAccessibilityIDs {
    static let list = "Invoice.list"

    enum LoadInvoice {
        static let section = "Invoice.loadInvoice.section"
        static let action = "Invoice.loadInvoice.action"
        static let status = "Invoice.loadInvoice.status"
        static let spinner = "Invoice.loadInvoice.spinner"
        static let titleField = "Invoice.loadInvoice.title.field"
    }
}
