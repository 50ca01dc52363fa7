import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

/// Tests/Fixtures/HostileNames/names.txt: names a user or a script could pass, each with what
/// the tool must do with it as a module name, a use case and a route. The file's header
/// describes the format; `scripts/check-hostile-names` reads the same file.
struct HostileNameCorpus {
  /// Why a name is refused; the message of each reason holds one of its phrases.
  enum Reason: String, CaseIterable, Sendable {
    case keyword, character, digit, empty
    case standardType = "standard-type"
    case systemModule = "system-module"
    case foundationType = "foundation-type"
    case windowsDevice = "windows-device"
    case leadingSeparator = "leading-separator"
    case noLetters = "no-letters"
    case tooLong = "too-long"
    case defaultUseCase = "default-use-case"
    case generatedMember = "generated-member"
    case generatedType = "generated-type"
    case frameworkType = "framework-type"

    var phrases: [String] {
      switch self {
      case .keyword: return ["a Swift keyword"]
      case .standardType: return ["would shadow the standard type"]
      case .systemModule: return ["the name of a system module"]
      case .foundationType: return ["is also a Foundation type"]
      case .windowsDevice: return ["a device name Windows reserves"]
      case .character: return [" contains "]
      case .digit: return ["starts with a digit"]
      case .leadingSeparator: return ["starts with '"]
      case .empty: return ["is empty"]
      case .noLetters: return ["has no letters"]
      case .tooLong: return ["characters long, more than"]
      case .defaultUseCase: return ["made because the spec names no use case"]
      case .generatedMember:
        return [
          "which the generated code already uses", "the same name as a member of the generated code",
          "makes the generated code declare",
        ]
      case .generatedType: return ["would declare '", "clashes with a type the template generates"]
      case .frameworkType:
        return ["would shadow the UIKit type", "would shadow the SwiftUI type", "in UIKit's namespace"]
      }
    }
  }

  enum Outcome: Equatable, Sendable, CustomStringConvertible {
    case accept
    case refuse(Reason)

    var description: String {
      switch self {
      case .accept: return "accept"
      case .refuse(let reason): return "refuse:\(reason.rawValue)"
      }
    }
  }

  /// What must happen to a name used in one role: one outcome (for the default UIKit screen),
  /// with exceptions for the architectures whose templates declare something different
  /// (`accept;vip=refuse:…`), for a screen (`swiftui=…`, `none=…`), or for both (`vip/swiftui=…`).
  /// The most specific exception wins: architecture and screen, then screen, then architecture.
  struct Expectation: Sendable {
    var outcome: Outcome
    var exceptions: [String: Outcome]

    func outcome(for architecture: Architecture, ui: UserInterface = .uikit) -> Outcome {
      exceptions["\(architecture.rawValue)/\(ui.rawValue)"] ?? exceptions[ui.rawValue]
        ?? exceptions[architecture.rawValue] ?? outcome
    }

    /// An exception's key: an architecture, a screen, or `architecture/screen`.
    static func isKey(_ key: String) -> Bool {
      let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      switch parts.count {
      case 1: return Architecture(rawValue: parts[0]) != nil || UserInterface(rawValue: parts[0]) != nil
      case 2: return Architecture(rawValue: parts[0]) != nil && UserInterface(rawValue: parts[1]) != nil
      default: return false
      }
    }
  }

  enum Role: String, CaseIterable, Sendable {
    case module
    case useCase = "use case"
    case route
  }

  struct Entry: Sendable, CustomStringConvertible {
    var line: Int
    var name: String
    var expectations: [Role: Expectation]

    /// The line number and the name with invisible characters spelled out, for test names.
    var description: String {
      let visible = name.unicodeScalars.map {
        $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
      }.joined()
      return "line \(line): \"\(visible.count > 40 ? String(visible.prefix(40)) + "…" : visible)\""
    }
  }

  struct FormatError: Error, CustomStringConvertible {
    var line: Int
    var problem: String
    var description: String { "names.txt:\(line): \(problem)" }
  }

  static let file = RepositoryPaths.fixtures.appendingPathComponent("HostileNames/names.txt")

  /// Every entry of the corpus; a malformed line is an error, never skipped.
  static func entries() throws -> [Entry] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var entries: [Entry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      entries.append(try entry(String(line), number: index + 1))
    }
    return entries
  }

  /// `<module> <use case> <route> "<name>"` with an optional ` * <count>` repetition.
  private static func entry(_ line: String, number: Int) throws -> Entry {
    let columns = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
    guard columns.count == 4 else { throw FormatError(line: number, problem: "expected 3 outcomes and a name") }
    var expectations: [Role: Expectation] = [:]
    for (role, column) in zip(Role.allCases, columns) {
      expectations[role] = try expectation(String(column), line: number)
    }
    let name = try NameLiteral.parse(String(columns[3]), line: number)
    return Entry(line: number, name: name, expectations: expectations)
  }

  private static func expectation(_ text: String, line: Int) throws -> Expectation {
    let parts = text.split(separator: ";").map(String.init)
    var result = Expectation(outcome: try outcome(parts[0], line: line), exceptions: [:])
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, Expectation.isKey(pair[0]) else {
        throw FormatError(
          line: line, problem: "bad exception '\(part)'; write 'vip=refuse:reason', 'swiftui=…' or 'vip/swiftui=…'")
      }
      result.exceptions[pair[0]] = try outcome(pair[1], line: line)
    }
    return result
  }

  private static func outcome(_ text: String, line: Int) throws -> Outcome {
    if text == "accept" { return .accept }
    if text.hasPrefix("refuse:"), let reason = Reason(rawValue: String(text.dropFirst("refuse:".count))) {
      return .refuse(reason)
    }
    let reasons = Reason.allCases.map(\.rawValue).joined(separator: "|")
    throw FormatError(line: line, problem: "unknown outcome '\(text)'; use accept or refuse:\(reasons)")
  }
}
