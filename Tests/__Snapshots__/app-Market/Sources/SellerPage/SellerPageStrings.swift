import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SellerPageStrings {
    static var title: String { text("SellerPage.title") }
    static var loading: String { text("SellerPage.loading") }
    static var retry: String { text("SellerPage.retry") }

    enum LoadSeller {
        static var title: String { text("SellerPage.loadSeller.title") }
        static var action: String { text("SellerPage.loadSeller.action") }
        static var empty: String { text("SellerPage.loadSeller.empty") }
        static var failure: String { text("SellerPage.loadSeller.failure") }
        static var sellerLabel: String { text("SellerPage.loadSeller.seller") }
        static var productsLabel: String { text("SellerPage.loadSeller.products") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var contact: String { SellerPageStrings.text("SellerPage.routes.contact") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SellerPageAccessibilityIDs {
    static let list = "SellerPage.list"

    enum LoadSeller: MarketSectionAccessibilityIDs {
        static let section = "SellerPage.loadSeller.section"
        static let action = "SellerPage.loadSeller.action"
        static let status = "SellerPage.loadSeller.status"
        static let spinner = "SellerPage.loadSeller.spinner"
        static let sellerField = "SellerPage.loadSeller.seller.field"
        static let productsField = "SellerPage.loadSeller.products.field"
    }

    enum Routes {
        static let contact = "SellerPage.routes.contact"
    }
}
