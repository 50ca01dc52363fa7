import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum CatalogStrings {
    static var title: String { text("Catalog.title") }
    static var loading: String { text("Catalog.loading") }
    static var retry: String { text("Catalog.retry") }

    enum LoadProducts {
        static var title: String { text("Catalog.loadProducts.title") }
        static var action: String { text("Catalog.loadProducts.action") }
        static var empty: String { text("Catalog.loadProducts.empty") }
        static var failure: String { text("Catalog.loadProducts.failure") }
        static var itemsLabel: String { text("Catalog.loadProducts.items") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var help: String { CatalogStrings.text("Catalog.routes.help") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum CatalogAccessibilityIDs {
    static let list = "Catalog.list"

    enum LoadProducts: ShopSectionAccessibilityIDs {
        static let section = "Catalog.loadProducts.section"
        static let action = "Catalog.loadProducts.action"
        static let status = "Catalog.loadProducts.status"
        static let spinner = "Catalog.loadProducts.spinner"
        static let itemsField = "Catalog.loadProducts.items.field"
    }

    enum Routes {
        static let help = "Catalog.routes.help"
    }
}
