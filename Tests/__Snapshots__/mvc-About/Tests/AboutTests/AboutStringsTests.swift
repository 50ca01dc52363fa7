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

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
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

/// Every member of `AboutAccessibilityIDs`.
@MainActor
private let identifiers = [
    AboutAccessibilityIDs.list,
    AboutAccessibilityIDs.Load.section,
    AboutAccessibilityIDs.Load.action,
    AboutAccessibilityIDs.Load.status,
    AboutAccessibilityIDs.Load.spinner,
]
