import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum CheckoutStrings {
    static var title: String { text("Checkout.title") }
    static var loading: String { text("Checkout.loading") }
    static var retry: String { text("Checkout.retry") }

    enum LoadSummary {
        static var title: String { text("Checkout.loadSummary.title") }
        static var action: String { text("Checkout.loadSummary.action") }
        static var failure: String { text("Checkout.loadSummary.failure") }
        static var totalLabel: String { text("Checkout.loadSummary.total") }
    }

    enum Pay {
        static var title: String { text("Checkout.pay.title") }
        static var action: String { text("Checkout.pay.action") }
        static var failure: String { text("Checkout.pay.failure") }
        static var receiptIDLabel: String { text("Checkout.pay.receiptID") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var receipt: String { CheckoutStrings.text("Checkout.routes.receipt") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum CheckoutAccessibilityIDs {
    static let list = "Checkout.list"

    enum LoadSummary: MarketSectionAccessibilityIDs {
        static let section = "Checkout.loadSummary.section"
        static let action = "Checkout.loadSummary.action"
        static let status = "Checkout.loadSummary.status"
        static let spinner = "Checkout.loadSummary.spinner"
        static let totalField = "Checkout.loadSummary.total.field"
    }

    enum Pay: MarketSectionAccessibilityIDs {
        static let section = "Checkout.pay.section"
        static let action = "Checkout.pay.action"
        static let status = "Checkout.pay.status"
        static let spinner = "Checkout.pay.spinner"
        static let receiptIDField = "Checkout.pay.receiptID.field"
    }

    enum Routes {
        static let receipt = "Checkout.routes.receipt"
    }
}
