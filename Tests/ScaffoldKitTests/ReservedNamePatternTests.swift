import Foundation
import Testing

@testable import ScaffoldSpec

/// A template's reserved-name patterns are filled per module and use case without Foundation;
/// the result must be what Foundation's replacing gave.
@Suite("Reserved names: filling a pattern")
struct ReservedNamePatternTests {
  @Test(
    "each placeholder replaced, anything else kept",
    arguments: [
      "{Module}Builder", "Make{Module}{UseCase}Request", "plain", "", "{Unknown}x", "{{Module}}", "{Module",
      "}{Module}{",
      "a{UseCase}b{Module}c{UseCase}",
      // Not ASCII: filled by characters.
      "Écran{Module}", "{Module}Vue{UseCase}é", "{Modulé}{Module}",
    ])
  func matchesFoundation(_ pattern: String) {
    let expected = pattern.replacingOccurrences(of: "{Module}", with: "Cart").replacingOccurrences(
      of: "{UseCase}", with: "LoadItems")
    #expect(ReservedNames.filled(pattern, ["{Module}": "Cart", "{UseCase}": "LoadItems"]) == expected)
  }
}
