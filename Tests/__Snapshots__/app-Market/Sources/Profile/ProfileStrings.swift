import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ProfileStrings {
    static var title: String { text("Profile.title") }
    static var loading: String { text("Profile.loading") }
    static var retry: String { text("Profile.retry") }

    enum LoadProfile {
        static var title: String { text("Profile.loadProfile.title") }
        static var action: String { text("Profile.loadProfile.action") }
        static var failure: String { text("Profile.loadProfile.failure") }
        static var nameLabel: String { text("Profile.loadProfile.name") }
        static var emailLabel: String { text("Profile.loadProfile.email") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var orders: String { ProfileStrings.text("Profile.routes.orders") }
        static var settings: String { ProfileStrings.text("Profile.routes.settings") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ProfileAccessibilityIDs {
    static let list = "Profile.list"

    enum LoadProfile: MarketSectionAccessibilityIDs {
        static let section = "Profile.loadProfile.section"
        static let action = "Profile.loadProfile.action"
        static let status = "Profile.loadProfile.status"
        static let spinner = "Profile.loadProfile.spinner"
        static let nameField = "Profile.loadProfile.name.field"
        static let emailField = "Profile.loadProfile.email.field"
    }

    enum Routes {
        static let orders = "Profile.routes.orders"
        static let settings = "Profile.routes.settings"
    }
}
