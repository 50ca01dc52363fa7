import XCTest

@testable import Search

final class SearchStringsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @MainActor
    func testEveryTextTheModuleShowsIsFoundInLocalizableStrings() async {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Search.") {
            XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @MainActor
    func testEveryAccessibilityIdentifierIsSetAndNamesOneControlOrStateView() async {
        XCTAssertFalse(identifiers.contains(""))
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
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
