import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum LoginStrings {
    static var title: String { text("Login.title") }
    static var loading: String { text("Login.loading") }
    static var retry: String { text("Login.retry") }

    enum Load {
        static var title: String { text("Login.load.title") }
        static var action: String { text("Login.load.action") }
        static var failure: String { text("Login.load.failure") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum LoginAccessibilityIDs {
    static let list = "Login.list"

    enum Load: LoginSectionAccessibilityIDs {
        static let section = "Login.load.section"
        static let action = "Login.load.action"
        static let status = "Login.load.status"
        static let spinner = "Login.load.spinner"
    }
}
