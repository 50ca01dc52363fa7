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
