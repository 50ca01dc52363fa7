import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SearchStrings {
    static var title: String { text("Search.title") }
    static var loading: String { text("Search.loading") }
    static var retry: String { text("Search.retry") }

    enum LoadRecent {
        static var title: String { text("Search.loadRecent.title") }
        static var action: String { text("Search.loadRecent.action") }
        static var empty: String { text("Search.loadRecent.empty") }
        static var failure: String { text("Search.loadRecent.failure") }
        static var queriesLabel: String { text("Search.loadRecent.queries") }
    }

    enum FindArticles {
        static var title: String { text("Search.findArticles.title") }
        static var action: String { text("Search.findArticles.action") }
        static var empty: String { text("Search.findArticles.empty") }
        static var failure: String { text("Search.findArticles.failure") }
        static var titlesLabel: String { text("Search.findArticles.titles") }
        static var totalTextLabel: String { text("Search.findArticles.totalText") }
        static var queryPlaceholder: String {
            text("Search.findArticles.query.placeholder")
        }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var article: String { SearchStrings.text("Search.routes.article") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SearchAccessibilityIDs {
    static let list = "Search.list"

    enum LoadRecent: SearchSectionAccessibilityIDs {
        static let section = "Search.loadRecent.section"
        static let action = "Search.loadRecent.action"
        static let status = "Search.loadRecent.status"
        static let spinner = "Search.loadRecent.spinner"
        static let queriesField = "Search.loadRecent.queries.field"
    }

    enum FindArticles: SearchSectionAccessibilityIDs {
        static let section = "Search.findArticles.section"
        static let action = "Search.findArticles.action"
        static let status = "Search.findArticles.status"
        static let spinner = "Search.findArticles.spinner"
        static let titlesField = "Search.findArticles.titles.field"
        static let totalTextField = "Search.findArticles.totalText.field"
        static let queryArgument = "Search.findArticles.query.argument"
    }

    enum Routes {
        static let article = "Search.routes.article"
    }
}
