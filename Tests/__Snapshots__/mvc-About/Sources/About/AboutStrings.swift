import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum AboutStrings {
    static var title: String { text("About.title") }
    static var loading: String { text("About.loading") }
    static var retry: String { text("About.retry") }

    enum Load {
        static var title: String { text("About.load.title") }
        static var action: String { text("About.load.action") }
        static var failure: String { text("About.load.failure") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum AboutAccessibilityIDs {
    static let list = "About.list"

    enum Load: AboutSectionAccessibilityIDs {
        static let section = "About.load.section"
        static let action = "About.load.action"
        static let status = "About.load.status"
        static let spinner = "About.load.spinner"
    }
}
