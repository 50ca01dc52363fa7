import Testing

@testable import Profile

@MainActor
@Suite("ProfileStrings", .timeLimit(.minutes(1)))
struct ProfileStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Profile.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `ProfileStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ProfileStrings.title,
    "loading": ProfileStrings.loading,
    "retry": ProfileStrings.retry,
    "LoadProfile.title": ProfileStrings.LoadProfile.title,
    "LoadProfile.action": ProfileStrings.LoadProfile.action,
    "LoadProfile.failure": ProfileStrings.LoadProfile.failure,
    "LoadProfile.nameLabel": ProfileStrings.LoadProfile.nameLabel,
    "LoadProfile.emailLabel": ProfileStrings.LoadProfile.emailLabel,
    "Routes.orders": ProfileStrings.Routes.orders,
    "Routes.settings": ProfileStrings.Routes.settings,
]

/// Every member of `ProfileAccessibilityIDs`.
@MainActor
private let identifiers = [
    ProfileAccessibilityIDs.list,
    ProfileAccessibilityIDs.LoadProfile.section,
    ProfileAccessibilityIDs.LoadProfile.action,
    ProfileAccessibilityIDs.LoadProfile.status,
    ProfileAccessibilityIDs.LoadProfile.spinner,
    ProfileAccessibilityIDs.LoadProfile.nameField,
    ProfileAccessibilityIDs.LoadProfile.emailField,
    ProfileAccessibilityIDs.Routes.orders,
    ProfileAccessibilityIDs.Routes.settings,
]
