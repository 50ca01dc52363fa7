/// The test library the generated tests use.
public enum TestingLibrary: String, CaseIterable, Sendable {
  /// Swift Testing (`import Testing`, `@Test`, `#expect`): the default.
  case swiftTesting = "swift-testing"
  /// XCTest, for teams whose tooling expects it.
  case xctest

  /// What a module's tests use when nothing chooses.
  public static let `default` = TestingLibrary.swiftTesting
}
