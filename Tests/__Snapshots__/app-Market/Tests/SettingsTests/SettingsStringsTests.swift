import Testing

@testable import Settings

@MainActor
@Suite("SettingsStrings", .timeLimit(.minutes(1)))
struct SettingsStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Settings.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `SettingsStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": SettingsStrings.title,
    "loading": SettingsStrings.loading,
    "retry": SettingsStrings.retry,
    "yes": SettingsStrings.yesOrNo(true),
    "no": SettingsStrings.yesOrNo(false),
    "LoadSettings.title": SettingsStrings.LoadSettings.title,
    "LoadSettings.action": SettingsStrings.LoadSettings.action,
    "LoadSettings.failure": SettingsStrings.LoadSettings.failure,
    "LoadSettings.notificationsOnLabel": SettingsStrings.LoadSettings.notificationsOnLabel,
    "SetNotifications.title": SettingsStrings.SetNotifications.title,
    "SetNotifications.action": SettingsStrings.SetNotifications.action,
    "SetNotifications.failure": SettingsStrings.SetNotifications.failure,
    "SetNotifications.notificationsOnLabel": SettingsStrings.SetNotifications.notificationsOnLabel,
    "SetNotifications.onPlaceholder": SettingsStrings.SetNotifications.onPlaceholder,
    "Routes.about": SettingsStrings.Routes.about,
]

/// Every member of `SettingsAccessibilityIDs`.
@MainActor
private let identifiers = [
    SettingsAccessibilityIDs.list,
    SettingsAccessibilityIDs.LoadSettings.section,
    SettingsAccessibilityIDs.LoadSettings.action,
    SettingsAccessibilityIDs.LoadSettings.status,
    SettingsAccessibilityIDs.LoadSettings.spinner,
    SettingsAccessibilityIDs.LoadSettings.notificationsOnField,
    SettingsAccessibilityIDs.SetNotifications.section,
    SettingsAccessibilityIDs.SetNotifications.action,
    SettingsAccessibilityIDs.SetNotifications.status,
    SettingsAccessibilityIDs.SetNotifications.spinner,
    SettingsAccessibilityIDs.SetNotifications.notificationsOnField,
    SettingsAccessibilityIDs.SetNotifications.onArgument,
    SettingsAccessibilityIDs.Routes.about,
]
