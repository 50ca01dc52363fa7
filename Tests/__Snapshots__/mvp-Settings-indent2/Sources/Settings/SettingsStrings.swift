import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum SettingsStrings {
  static var title: String { text("Settings.title") }
  static var loading: String { text("Settings.loading") }
  static var retry: String { text("Settings.retry") }

  enum Load {
    static var title: String { text("Settings.load.title") }
    static var action: String { text("Settings.load.action") }
    static var failure: String { text("Settings.load.failure") }
  }

  private static func text(_ key: String) -> String {
    NSLocalizedString(key, bundle: .module, comment: "")
  }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum SettingsAccessibilityIDs {
  static let list = "Settings.list"

  enum Load: SettingsSectionAccessibilityIDs {
    static let section = "Settings.load.section"
    static let action = "Settings.load.action"
    static let status = "Settings.load.status"
    static let spinner = "Settings.load.spinner"
  }
}
