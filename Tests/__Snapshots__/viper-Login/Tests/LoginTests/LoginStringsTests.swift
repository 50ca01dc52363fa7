import Testing

@testable import Login

@MainActor
@Suite("LoginStrings", .timeLimit(.minutes(1)))
struct LoginStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Login.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `LoginStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": LoginStrings.title,
    "loading": LoginStrings.loading,
    "retry": LoginStrings.retry,
    "Load.title": LoginStrings.Load.title,
    "Load.action": LoginStrings.Load.action,
    "Load.failure": LoginStrings.Load.failure,
]

/// Every member of `LoginAccessibilityIDs`.
@MainActor
private let identifiers = [
    LoginAccessibilityIDs.list,
    LoginAccessibilityIDs.Load.section,
    LoginAccessibilityIDs.Load.action,
    LoginAccessibilityIDs.Load.status,
    LoginAccessibilityIDs.Load.spinner,
]
