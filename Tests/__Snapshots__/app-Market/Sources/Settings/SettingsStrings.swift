import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SettingsStrings {
    static var title: String { text("Settings.title") }
    static var loading: String { text("Settings.loading") }
    static var retry: String { text("Settings.retry") }

    enum LoadSettings {
        static var title: String { text("Settings.loadSettings.title") }
        static var action: String { text("Settings.loadSettings.action") }
        static var failure: String { text("Settings.loadSettings.failure") }
        static var notificationsOnLabel: String { text("Settings.loadSettings.notificationsOn") }
    }

    enum SetNotifications {
        static var title: String { text("Settings.setNotifications.title") }
        static var action: String { text("Settings.setNotifications.action") }
        static var failure: String { text("Settings.setNotifications.failure") }
        static var notificationsOnLabel: String { text("Settings.setNotifications.notificationsOn") }
        static var onPlaceholder: String {
            text("Settings.setNotifications.on.placeholder")
        }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var about: String { SettingsStrings.text("Settings.routes.about") }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("Settings.yes") : text("Settings.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SettingsAccessibilityIDs {
    static let list = "Settings.list"

    enum LoadSettings: MarketSectionAccessibilityIDs {
        static let section = "Settings.loadSettings.section"
        static let action = "Settings.loadSettings.action"
        static let status = "Settings.loadSettings.status"
        static let spinner = "Settings.loadSettings.spinner"
        static let notificationsOnField = "Settings.loadSettings.notificationsOn.field"
    }

    enum SetNotifications: MarketSectionAccessibilityIDs {
        static let section = "Settings.setNotifications.section"
        static let action = "Settings.setNotifications.action"
        static let status = "Settings.setNotifications.status"
        static let spinner = "Settings.setNotifications.spinner"
        static let notificationsOnField = "Settings.setNotifications.notificationsOn.field"
        static let onArgument = "Settings.setNotifications.on.argument"
    }

    enum Routes {
        static let about = "Settings.routes.about"
    }
}
