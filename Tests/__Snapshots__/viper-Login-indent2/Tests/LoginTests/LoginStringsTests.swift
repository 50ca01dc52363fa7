import XCTest

@testable import Login

final class LoginStringsTests: XCTestCase {
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
    for (member, text) in texts where text.isEmpty || text.hasPrefix("Login.") {
      XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
    }
  }

  @MainActor
  func testEveryAccessibilityIdentifierIsSetAndNamesOneControlOrStateView() async {
    XCTAssertFalse(identifiers.contains(""))
    XCTAssertEqual(Set(identifiers).count, identifiers.count)
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
