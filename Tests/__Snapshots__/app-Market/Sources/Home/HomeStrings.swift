import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum HomeStrings {
    static var title: String { text("Home.title") }
    static var loading: String { text("Home.loading") }
    static var retry: String { text("Home.retry") }

    enum LoadHome {
        static var title: String { text("Home.loadHome.title") }
        static var action: String { text("Home.loadHome.action") }
        static var failure: String { text("Home.loadHome.failure") }
        static var greetingLabel: String { text("Home.loadHome.greeting") }
        static var cartCountLabel: String { text("Home.loadHome.cartCount") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var catalog: String { HomeStrings.text("Home.routes.catalog") }
        static var cart: String { HomeStrings.text("Home.routes.cart") }
        static var profile: String { HomeStrings.text("Home.routes.profile") }
        static var search: String { HomeStrings.text("Home.routes.search") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum HomeAccessibilityIDs {
    static let list = "Home.list"

    enum LoadHome: MarketSectionAccessibilityIDs {
        static let section = "Home.loadHome.section"
        static let action = "Home.loadHome.action"
        static let status = "Home.loadHome.status"
        static let spinner = "Home.loadHome.spinner"
        static let greetingField = "Home.loadHome.greeting.field"
        static let cartCountField = "Home.loadHome.cartCount.field"
    }

    enum Routes {
        static let catalog = "Home.routes.catalog"
        static let cart = "Home.routes.cart"
        static let profile = "Home.routes.profile"
        static let search = "Home.routes.search"
    }
}
