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
]
