import Testing

@testable import Legal

@MainActor
@Suite("LegalStrings", .timeLimit(.minutes(1)))
struct LegalStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Legal.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }
}

/// Every member of `LegalStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": LegalStrings.title,
    "loading": LegalStrings.loading,
    "retry": LegalStrings.retry,
    "LoadDocument.title": LegalStrings.LoadDocument.title,
    "LoadDocument.action": LegalStrings.LoadDocument.action,
    "LoadDocument.failure": LegalStrings.LoadDocument.failure,
    "LoadDocument.textLabel": LegalStrings.LoadDocument.textLabel,
]
