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
    "Load.title": SettingsStrings.Load.title,
    "Load.action": SettingsStrings.Load.action,
    "Load.failure": SettingsStrings.Load.failure,
]

/// Every member of `SettingsAccessibilityIDs`.
@MainActor
private let identifiers = [
    SettingsAccessibilityIDs.list,
    SettingsAccessibilityIDs.Load.section,
    SettingsAccessibilityIDs.Load.action,
    SettingsAccessibilityIDs.Load.status,
    SettingsAccessibilityIDs.Load.spinner,
]
