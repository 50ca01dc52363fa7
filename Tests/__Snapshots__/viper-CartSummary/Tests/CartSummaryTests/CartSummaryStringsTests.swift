import XCTest

@testable import CartSummary

final class CartSummaryStringsTests: XCTestCase {
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
        for (member, text) in texts where text.isEmpty || text.hasPrefix("CartSummary.") {
            XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @MainActor
    func testEveryAccessibilityIdentifierIsSetAndNamesOneControlOrStateView() async {
        XCTAssertFalse(identifiers.contains(""))
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
    }
}

/// Every member of `CartSummaryStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": CartSummaryStrings.title,
    "loading": CartSummaryStrings.loading,
    "retry": CartSummaryStrings.retry,
    "LoadSummary.title": CartSummaryStrings.LoadSummary.title,
    "LoadSummary.action": CartSummaryStrings.LoadSummary.action,
    "LoadSummary.empty": CartSummaryStrings.LoadSummary.empty,
    "LoadSummary.failure": CartSummaryStrings.LoadSummary.failure,
    "LoadSummary.totalTextLabel": CartSummaryStrings.LoadSummary.totalTextLabel,
    "LoadSaved.title": CartSummaryStrings.LoadSaved.title,
    "LoadSaved.action": CartSummaryStrings.LoadSaved.action,
    "LoadSaved.empty": CartSummaryStrings.LoadSaved.empty,
    "LoadSaved.failure": CartSummaryStrings.LoadSaved.failure,
    "LoadSaved.titlesLabel": CartSummaryStrings.LoadSaved.titlesLabel,
    "LoadSuggestions.title": CartSummaryStrings.LoadSuggestions.title,
    "LoadSuggestions.action": CartSummaryStrings.LoadSuggestions.action,
    "LoadSuggestions.empty": CartSummaryStrings.LoadSuggestions.empty,
    "LoadSuggestions.failure": CartSummaryStrings.LoadSuggestions.failure,
    "LoadSuggestions.notesLabel": CartSummaryStrings.LoadSuggestions.notesLabel,
    "LoadSuggestions.countTextLabel": CartSummaryStrings.LoadSuggestions.countTextLabel,
]

/// Every member of `CartSummaryAccessibilityIDs`.
@MainActor
private let identifiers = [
    CartSummaryAccessibilityIDs.list,
    CartSummaryAccessibilityIDs.LoadSummary.section,
    CartSummaryAccessibilityIDs.LoadSummary.action,
    CartSummaryAccessibilityIDs.LoadSummary.status,
    CartSummaryAccessibilityIDs.LoadSummary.spinner,
    CartSummaryAccessibilityIDs.LoadSummary.totalTextField,
    CartSummaryAccessibilityIDs.LoadSaved.section,
    CartSummaryAccessibilityIDs.LoadSaved.action,
    CartSummaryAccessibilityIDs.LoadSaved.status,
    CartSummaryAccessibilityIDs.LoadSaved.spinner,
    CartSummaryAccessibilityIDs.LoadSaved.titlesField,
    CartSummaryAccessibilityIDs.LoadSuggestions.section,
    CartSummaryAccessibilityIDs.LoadSuggestions.action,
    CartSummaryAccessibilityIDs.LoadSuggestions.status,
    CartSummaryAccessibilityIDs.LoadSuggestions.spinner,
    CartSummaryAccessibilityIDs.LoadSuggestions.notesField,
    CartSummaryAccessibilityIDs.LoadSuggestions.countTextField,
]
