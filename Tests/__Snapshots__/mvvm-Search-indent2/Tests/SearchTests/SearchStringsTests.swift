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
  "Load.title": SearchStrings.Load.title,
  "Load.action": SearchStrings.Load.action,
  "Load.failure": SearchStrings.Load.failure,
]

/// Every member of `SearchAccessibilityIDs`.
@MainActor
private let identifiers = [
  SearchAccessibilityIDs.list,
  SearchAccessibilityIDs.Load.section,
  SearchAccessibilityIDs.Load.action,
  SearchAccessibilityIDs.Load.status,
  SearchAccessibilityIDs.Load.spinner,
]
