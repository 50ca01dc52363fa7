import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum GreetingStrings {
    static var title: String { text("Greeting.title") }
    static var loading: String { text("Greeting.loading") }
    static var retry: String { text("Greeting.retry") }

    enum Load {
        static var title: String { text("Greeting.load.title") }
        static var action: String { text("Greeting.load.action") }
        static var failure: String { text("Greeting.load.failure") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum GreetingAccessibilityIDs {
    static let list = "Greeting.list"

    enum Load: GreetingSectionAccessibilityIDs {
        static let section = "Greeting.load.section"
        static let action = "Greeting.load.action"
        static let status = "Greeting.load.status"
        static let spinner = "Greeting.load.spinner"
    }
}
