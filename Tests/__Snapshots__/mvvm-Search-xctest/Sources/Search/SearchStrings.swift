import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SearchStrings {
    static var title: String { text("Search.title") }
    static var loading: String { text("Search.loading") }
    static var retry: String { text("Search.retry") }

    enum Load {
        static var title: String { text("Search.load.title") }
        static var action: String { text("Search.load.action") }
        static var failure: String { text("Search.load.failure") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SearchAccessibilityIDs {
    static let list = "Search.list"

    enum Load: SearchSectionAccessibilityIDs {
        static let section = "Search.load.section"
        static let action = "Search.load.action"
        static let status = "Search.load.status"
        static let spinner = "Search.load.spinner"
    }
}
