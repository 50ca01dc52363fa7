import Foundation

/// The case of `type` whose raw value `argument` spells in any case: `--ui SwiftUI` is `swiftui`,
/// `--testing XCTest` is `xctest`. Help, completion and errors still list the lower-case spellings.
func caseInsensitive<Value: CaseIterable & RawRepresentable>(_ argument: String, of type: Value.Type) -> Value?
where Value.RawValue == String {
  type.allCases.first { $0.rawValue.caseInsensitiveCompare(argument) == .orderedSame }
}
