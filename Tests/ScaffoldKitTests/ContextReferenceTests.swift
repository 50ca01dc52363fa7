import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// docs/context.md promises every key a template can use. The schema the template checker uses
/// is the list of those keys, so the page and the schema are compared, both ways.
@Suite("The context reference")
struct ContextReferenceTests {
  /// The keys every field list has; the page lists them once, as `<list>.key`.
  static let fieldListKeys: Set<String> = [
    "hasFields", "hasControls", "fields", "parameters", "arguments", "sampleArguments",
  ]

  @Test("docs/context.md lists every key of the context, and no key the context lacks")
  func everyKeyIsDocumented() throws {
    let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/context.md"), encoding: .utf8)
    let documented = Set(Self.tableKeys(in: page))
    var schema = ContextSchema.context(for: .viper).merged(with: TemplateRenderer.fileSchema)
    // A template's parameters appear under params, and the texts its manifest derives (`values:`)
    // under values; the page documents them as params.<name> and values.<name>.
    if case .object(var members) = schema {
      members["params"] = .object(["<name>": .string("")])
      members["values"] = .object(["<name>": .string("")])
      schema = .object(members)
    }
    let actual = Set(Self.paths(of: schema, prefix: ""))
    #expect(actual.subtracting(documented).sorted() == [], "in the context, missing from docs/context.md")
    #expect(documented.subtracting(actual).sorted() == [], "in docs/context.md, not in the context")
  }

  /// The first cell of each table row that is a key in backticks.
  static func tableKeys(in page: String) -> [String] {
    page.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      let cell = line.dropFirst(3)
      guard let end = cell.firstIndex(of: "`") else { return nil }
      return String(cell[..<end])
    }
  }

  /// Every key as the page writes it: `list[].key` inside lists, the keys of a field list as
  /// `<list>.key` whatever holds it, and namespaces (`module.`) only through their keys.
  static func paths(of value: ContextValue, prefix: String) -> [String] {
    switch value {
    case .object(let members):
      let isFieldList = members["fields"] != nil && members["hasFields"] != nil
      return members.flatMap { key, member -> [String] in
        let base = isFieldList && fieldListKeys.contains(key) ? "<list>." : prefix
        let path = base + key
        switch member {
        // A namespace (`module`, `useCase`) is not a key of its own; a field list is.
        case .object(let inner) where inner["fields"] == nil || inner["hasFields"] == nil:
          return paths(of: member, prefix: path + ".")
        case .object, .list: return [path] + paths(of: member, prefix: path + ".")
        default: return [path]
        }
      }
    case .list(let elements):
      let listPath = String(prefix.dropLast())
      return elements.first.map { paths(of: $0, prefix: listPath + "[].") } ?? []
    default:
      return []
    }
  }
}
