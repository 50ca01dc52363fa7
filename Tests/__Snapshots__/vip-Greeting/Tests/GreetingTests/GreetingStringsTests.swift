import Testing

@testable import Greeting

@MainActor
@Suite("GreetingStrings", .timeLimit(.minutes(1)))
struct GreetingStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Greeting.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `GreetingStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": GreetingStrings.title,
    "loading": GreetingStrings.loading,
    "retry": GreetingStrings.retry,
    "Load.title": GreetingStrings.Load.title,
    "Load.action": GreetingStrings.Load.action,
    "Load.failure": GreetingStrings.Load.failure,
]

/// Every member of `GreetingAccessibilityIDs`.
@MainActor
private let identifiers = [
    GreetingAccessibilityIDs.list,
    GreetingAccessibilityIDs.Load.section,
    GreetingAccessibilityIDs.Load.action,
    GreetingAccessibilityIDs.Load.status,
    GreetingAccessibilityIDs.Load.spinner,
]
