@testable import ScaffoldBase
@testable import ScaffoldSpec

/// A spec in which one object of the grammar holds the given entries, and everything else is
/// the least the reader needs to reach it: where each entry is written, to check that the
/// reader reports a problem there.
struct SpecPlacement {
  let text: String
  private let firstLine: Int
  private let keys: [String]

  /// - Parameters:
  ///   - entries: keys and the YAML text of their values; one of the object's own minimal
  ///     entries with the same key is replaced.
  ///   - leavingOut: a key of the minimal entries to leave out.
  init(_ object: SpecObject, entries: [(String, String)], leavingOut: String? = nil) {
    let (lead, minimal, isListEntry) = Self.context(of: object.name)
    var merged = minimal.filter { key, _ in key != leavingOut && !entries.contains { $0.0 == key } } + entries
    if merged.isEmpty {
      // A mapping needs an entry: the object's first key that is not the one left out.
      let other = object.keys.first { $0.name != leavingOut && !$0.isRequired }
      merged = [(other?.name ?? "summary", "text")]
    }
    let indent = String(repeating: " ", count: isListEntry ? 4 : lead.isEmpty ? 0 : 10)
    let lines = merged.enumerated().map { index, entry in
      let prefix = isListEntry && index == 0 ? "  - " : indent
      return "\(prefix)\(entry.0): \(entry.1)"
    }
    text = (lead + lines).joined(separator: "\n") + "\n"
    firstLine = lead.count + 1
    keys = merged.map(\.0)
  }

  /// The line `key` is written on.
  func line(of key: String) -> Int? {
    keys.firstIndex(of: key).map { firstLine + $0 }
  }

  /// Every structural problem the reader meets, the modules' of an app spec included.
  func readingProblems() -> [Diagnostic] {
    do {
      switch try SpecLoader.readDocument(text: text, file: "Placed.yml") {
      case .module(let spec): return spec.readingProblems
      case .app(let app): return app.readingProblems + app.modules.flatMap(\.readingProblems)
      }
    } catch {
      guard case .invalidSpec(let diagnostics) = error else { return [] }
      return diagnostics
    }
  }

  /// The lines that lead to the object, its minimal entries, and whether it is a list's entry.
  private static func context(of object: String) -> (lead: [String], minimal: [(String, String)], isListEntry: Bool) {
    switch object {
    case "module": return ([], [("name", "Placed")], false)
    case "app": return ([], [("modules", "[{name: Placed}]")], false)
    case "entity": return (["name: Placed", "entities:"], [("name", "Item")], true)
    case "useCase": return (["name: Placed", "useCases:"], [("name", "load")], true)
    case "route": return (["name: Placed", "routes:"], [("name", "help")], true)
    case "outputEvent": return (["name: Placed", "output:"], [("name", "closed")], true)
    case "openapi": return (["name: Placed", "openapi:"], [("document", "api.yaml")], false)
    case "viewModelField":
      return (
        ["name: Placed", "useCases:", "  - name: load", "    viewModel:", "      - title:"], [("type", "String")], false
      )
    case "payloadField":
      return (
        ["name: Placed", "routes:", "  - name: help", "    payload:", "      - topic:"], [("type", "String")], false
      )
    default: return ([], [], false)
    }
  }
}
