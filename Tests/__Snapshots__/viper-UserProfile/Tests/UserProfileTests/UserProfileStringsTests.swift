import Testing

@testable import UserProfile

@MainActor
@Suite("UserProfileStrings", .timeLimit(.minutes(1)))
struct UserProfileStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("UserProfile.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `UserProfileStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": UserProfileStrings.title,
    "loading": UserProfileStrings.loading,
    "retry": UserProfileStrings.retry,
    "yes": UserProfileStrings.yesOrNo(true),
    "no": UserProfileStrings.yesOrNo(false),
    "LoadProfile.title": UserProfileStrings.LoadProfile.title,
    "LoadProfile.action": UserProfileStrings.LoadProfile.action,
    "LoadProfile.failure": UserProfileStrings.LoadProfile.failure,
    "LoadProfile.profileLabel": UserProfileStrings.LoadProfile.profileLabel,
    "LoadProfile.userIDPlaceholder": UserProfileStrings.LoadProfile.userIDPlaceholder,
    "Follow.title": UserProfileStrings.Follow.title,
    "Follow.action": UserProfileStrings.Follow.action,
    "Follow.failure": UserProfileStrings.Follow.failure,
    "Follow.isFollowingLabel": UserProfileStrings.Follow.isFollowingLabel,
    "Follow.buttonTitleLabel": UserProfileStrings.Follow.buttonTitleLabel,
    "Follow.userIDPlaceholder": UserProfileStrings.Follow.userIDPlaceholder,
    "Routes.followers": UserProfileStrings.Routes.followers,
    "Routes.editProfile": UserProfileStrings.Routes.editProfile,
]

/// Every member of `UserProfileAccessibilityIDs`.
@MainActor
private let identifiers = [
    UserProfileAccessibilityIDs.list,
    UserProfileAccessibilityIDs.LoadProfile.section,
    UserProfileAccessibilityIDs.LoadProfile.action,
    UserProfileAccessibilityIDs.LoadProfile.status,
    UserProfileAccessibilityIDs.LoadProfile.spinner,
    UserProfileAccessibilityIDs.LoadProfile.profileField,
    UserProfileAccessibilityIDs.LoadProfile.userIDArgument,
    UserProfileAccessibilityIDs.Follow.section,
    UserProfileAccessibilityIDs.Follow.action,
    UserProfileAccessibilityIDs.Follow.status,
    UserProfileAccessibilityIDs.Follow.spinner,
    UserProfileAccessibilityIDs.Follow.isFollowingField,
    UserProfileAccessibilityIDs.Follow.buttonTitleField,
    UserProfileAccessibilityIDs.Follow.userIDArgument,
    UserProfileAccessibilityIDs.Routes.followers,
    UserProfileAccessibilityIDs.Routes.editProfile,
]
