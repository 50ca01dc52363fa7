import Testing

@testable import About

@MainActor
@Suite("AboutStrings", .timeLimit(.minutes(1)))
struct AboutStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("About.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }
}

/// Every member of `AboutStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": AboutStrings.title,
    "loading": AboutStrings.loading,
    "retry": AboutStrings.retry,
    "Load.title": AboutStrings.Load.title,
    "Load.action": AboutStrings.Load.action,
    "Load.failure": AboutStrings.Load.failure,
]
