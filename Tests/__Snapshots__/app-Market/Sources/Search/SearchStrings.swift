import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SearchStrings {
    static var title: String { text("Search.title") }
    static var loading: String { text("Search.loading") }
    static var retry: String { text("Search.retry") }

    enum FindProducts {
        static var title: String { text("Search.findProducts.title") }
        static var action: String { text("Search.findProducts.action") }
        static var empty: String { text("Search.findProducts.empty") }
        static var failure: String { text("Search.findProducts.failure") }
        static var productsLabel: String { text("Search.findProducts.products") }
        static var queryPlaceholder: String {
            text("Search.findProducts.query.placeholder")
        }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SearchAccessibilityIDs {
    static let list = "Search.list"

    enum FindProducts {
        static let section = "Search.findProducts.section"
        static let action = "Search.findProducts.action"
        static let status = "Search.findProducts.status"
        static let spinner = "Search.findProducts.spinner"
        static let productsField = "Search.findProducts.products.field"
        static let queryArgument = "Search.findProducts.query.argument"
    }
}
