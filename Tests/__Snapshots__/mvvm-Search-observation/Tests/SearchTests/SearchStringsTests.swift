import Testing

@testable import Search

@MainActor
@Suite("SearchStrings", .timeLimit(.minutes(1)))
struct SearchStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Search.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `SearchStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": SearchStrings.title,
    "loading": SearchStrings.loading,
    "retry": SearchStrings.retry,
    "LoadRecent.title": SearchStrings.LoadRecent.title,
    "LoadRecent.action": SearchStrings.LoadRecent.action,
    "LoadRecent.empty": SearchStrings.LoadRecent.empty,
    "LoadRecent.failure": SearchStrings.LoadRecent.failure,
    "LoadRecent.queriesLabel": SearchStrings.LoadRecent.queriesLabel,
    "FindArticles.title": SearchStrings.FindArticles.title,
    "FindArticles.action": SearchStrings.FindArticles.action,
    "FindArticles.empty": SearchStrings.FindArticles.empty,
    "FindArticles.failure": SearchStrings.FindArticles.failure,
    "FindArticles.titlesLabel": SearchStrings.FindArticles.titlesLabel,
    "FindArticles.totalTextLabel": SearchStrings.FindArticles.totalTextLabel,
    "FindArticles.queryPlaceholder": SearchStrings.FindArticles.queryPlaceholder,
    "Routes.article": SearchStrings.Routes.article,
]

/// Every member of `SearchAccessibilityIDs`.
@MainActor
private let identifiers = [
    SearchAccessibilityIDs.list,
    SearchAccessibilityIDs.LoadRecent.section,
    SearchAccessibilityIDs.LoadRecent.action,
    SearchAccessibilityIDs.LoadRecent.status,
    SearchAccessibilityIDs.LoadRecent.spinner,
    SearchAccessibilityIDs.LoadRecent.queriesField,
    SearchAccessibilityIDs.FindArticles.section,
    SearchAccessibilityIDs.FindArticles.action,
    SearchAccessibilityIDs.FindArticles.status,
    SearchAccessibilityIDs.FindArticles.spinner,
    SearchAccessibilityIDs.FindArticles.titlesField,
    SearchAccessibilityIDs.FindArticles.totalTextField,
    SearchAccessibilityIDs.FindArticles.queryArgument,
    SearchAccessibilityIDs.Routes.article,
]
