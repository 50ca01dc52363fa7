import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum LegalStrings {
    static var title: String { text("Legal.title") }
    static var loading: String { text("Legal.loading") }
    static var retry: String { text("Legal.retry") }

    enum LoadDocument {
        static var title: String { text("Legal.loadDocument.title") }
        static var action: String { text("Legal.loadDocument.action") }
        static var failure: String { text("Legal.loadDocument.failure") }
        static var textLabel: String { text("Legal.loadDocument.text") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}
