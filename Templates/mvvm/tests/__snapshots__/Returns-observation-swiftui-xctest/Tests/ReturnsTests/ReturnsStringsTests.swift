import XCTest

@testable import Returns

final class ReturnsStringsTests: XCTestCase {
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
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Returns.") {
            XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @MainActor
    func testEveryAccessibilityIdentifierIsSetAndNamesOneControlOrStateView() async {
        XCTAssertFalse(identifiers.contains(""))
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
    }
}

/// Every member of `ReturnsStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ReturnsStrings.title,
    "loading": ReturnsStrings.loading,
    "retry": ReturnsStrings.retry,
    "LoadOrder.title": ReturnsStrings.LoadOrder.title,
    "LoadOrder.action": ReturnsStrings.LoadOrder.action,
    "LoadOrder.empty": ReturnsStrings.LoadOrder.empty,
    "LoadOrder.failure": ReturnsStrings.LoadOrder.failure,
    "LoadOrder.itemsLabel": ReturnsStrings.LoadOrder.itemsLabel,
    "RequestReturn.title": ReturnsStrings.RequestReturn.title,
    "RequestReturn.action": ReturnsStrings.RequestReturn.action,
    "RequestReturn.failure": ReturnsStrings.RequestReturn.failure,
    "RequestReturn.labelLabel": ReturnsStrings.RequestReturn.labelLabel,
    "Dismissed.action": ReturnsStrings.Dismissed.action,
]

/// Every member of `ReturnsAccessibilityIDs`.
@MainActor
private let identifiers = [
    ReturnsAccessibilityIDs.list,
    ReturnsAccessibilityIDs.LoadOrder.section,
    ReturnsAccessibilityIDs.LoadOrder.action,
    ReturnsAccessibilityIDs.LoadOrder.status,
    ReturnsAccessibilityIDs.LoadOrder.spinner,
    ReturnsAccessibilityIDs.LoadOrder.itemsField,
    ReturnsAccessibilityIDs.RequestReturn.section,
    ReturnsAccessibilityIDs.RequestReturn.action,
    ReturnsAccessibilityIDs.RequestReturn.status,
    ReturnsAccessibilityIDs.RequestReturn.spinner,
    ReturnsAccessibilityIDs.RequestReturn.labelField,
    ReturnsAccessibilityIDs.Dismissed.action,
]
