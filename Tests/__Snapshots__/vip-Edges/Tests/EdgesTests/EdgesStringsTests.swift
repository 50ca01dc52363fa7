import Testing

@testable import Edges

@MainActor
@Suite("EdgesStrings", .timeLimit(.minutes(1)))
struct EdgesStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Edges.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `EdgesStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": EdgesStrings.title,
    "loading": EdgesStrings.loading,
    "retry": EdgesStrings.retry,
    "LoadURLs.title": EdgesStrings.LoadURLs.title,
    "LoadURLs.action": EdgesStrings.LoadURLs.action,
    "LoadURLs.empty": EdgesStrings.LoadURLs.empty,
    "LoadURLs.failure": EdgesStrings.LoadURLs.failure,
    "LoadURLs.notificationsLabel": EdgesStrings.LoadURLs.notificationsLabel,
    "LoadURLs.headerLabel": EdgesStrings.LoadURLs.headerLabel,
    "SendNote.title": EdgesStrings.SendNote.title,
    "SendNote.action": EdgesStrings.SendNote.action,
    "SendNote.failure": EdgesStrings.SendNote.failure,
    "SendNote.sentAtLabel": EdgesStrings.SendNote.sentAtLabel,
    "SendNote.sentAtTextLabel": EdgesStrings.SendNote.sentAtTextLabel,
    "SendNote.retriesLabel": EdgesStrings.SendNote.retriesLabel,
    "SendNote.notePlaceholder": EdgesStrings.SendNote.notePlaceholder,
    "SendNote.bytesPlaceholder": EdgesStrings.SendNote.bytesPlaceholder,
    "SendNote.ratePlaceholder": EdgesStrings.SendNote.ratePlaceholder,
    "SendNote.smallPlaceholder": EdgesStrings.SendNote.smallPlaceholder,
    "SendNote.atPlaceholder": EdgesStrings.SendNote.atPlaceholder,
    "LoadTags.title": EdgesStrings.LoadTags.title,
    "LoadTags.action": EdgesStrings.LoadTags.action,
    "LoadTags.empty": EdgesStrings.LoadTags.empty,
    "LoadTags.failure": EdgesStrings.LoadTags.failure,
    "LoadTags.tagsLabel": EdgesStrings.LoadTags.tagsLabel,
    "LoadBadges.title": EdgesStrings.LoadBadges.title,
    "LoadBadges.action": EdgesStrings.LoadBadges.action,
    "LoadBadges.failure": EdgesStrings.LoadBadges.failure,
    "LoadBadges.badgesLabel": EdgesStrings.LoadBadges.badgesLabel,
    "LoadBadges.countLabel": EdgesStrings.LoadBadges.countLabel,
    "Routes.details": EdgesStrings.Routes.details,
    "Routes.open": EdgesStrings.Routes.open,
]

/// Every member of `EdgesAccessibilityIDs`.
@MainActor
private let identifiers = [
    EdgesAccessibilityIDs.list,
    EdgesAccessibilityIDs.LoadURLs.section,
    EdgesAccessibilityIDs.LoadURLs.action,
    EdgesAccessibilityIDs.LoadURLs.status,
    EdgesAccessibilityIDs.LoadURLs.spinner,
    EdgesAccessibilityIDs.LoadURLs.notificationsField,
    EdgesAccessibilityIDs.LoadURLs.headerField,
    EdgesAccessibilityIDs.SendNote.section,
    EdgesAccessibilityIDs.SendNote.action,
    EdgesAccessibilityIDs.SendNote.status,
    EdgesAccessibilityIDs.SendNote.spinner,
    EdgesAccessibilityIDs.SendNote.sentAtField,
    EdgesAccessibilityIDs.SendNote.sentAtTextField,
    EdgesAccessibilityIDs.SendNote.retriesField,
    EdgesAccessibilityIDs.SendNote.noteArgument,
    EdgesAccessibilityIDs.SendNote.bytesArgument,
    EdgesAccessibilityIDs.SendNote.rateArgument,
    EdgesAccessibilityIDs.SendNote.smallArgument,
    EdgesAccessibilityIDs.SendNote.atArgument,
    EdgesAccessibilityIDs.LoadTags.section,
    EdgesAccessibilityIDs.LoadTags.action,
    EdgesAccessibilityIDs.LoadTags.status,
    EdgesAccessibilityIDs.LoadTags.spinner,
    EdgesAccessibilityIDs.LoadTags.tagsField,
    EdgesAccessibilityIDs.LoadBadges.section,
    EdgesAccessibilityIDs.LoadBadges.action,
    EdgesAccessibilityIDs.LoadBadges.status,
    EdgesAccessibilityIDs.LoadBadges.spinner,
    EdgesAccessibilityIDs.LoadBadges.badgesField,
    EdgesAccessibilityIDs.LoadBadges.countField,
    EdgesAccessibilityIDs.Routes.details,
    EdgesAccessibilityIDs.Routes.open,
]
