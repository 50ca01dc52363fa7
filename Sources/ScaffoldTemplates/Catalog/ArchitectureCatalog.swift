import ScaffoldBase
import ScaffoldSpec

/// Each built-in architecture with its guide and the files its template generates, for
/// `scaffold architectures` and the "Which architecture?" table of the README and docs/generated-code.md.
public struct ArchitectureCatalog: Sendable {
  public struct Entry: Sendable, Equatable {
    public var guide: ArchitectureGuide
    public var summary: String
    public var files: [File]
  }

  /// An output path with `<Name>` for the module name, and when the file is made, if not always.
  public struct File: Sendable, Equatable {
    public var path: String
    public var condition: String?
  }

  public var entries: [Entry]

  /// Reads every built-in template's manifest.
  public static func builtIn() throws(ScaffoldError) -> ArchitectureCatalog {
    var entries: [Entry] = []
    for architecture in Architecture.byStructure {
      let manifest = try Template.builtIn(architecture).manifest
      // The test library picks between two versions of the same file, so it is left out and
      // each path is listed once.
      var files: [File] = []
      // A file only the support several modules share has (an app target's, or a package's
      // support target) is no module's of its own.
      for file in manifest.files
      where !file.when.contains("^support.perModule") && !file.when.contains("support.isTarget") {
        let conditions = file.when.filter { !$0.hasPrefix("testing.") }.map(describe)
        let entry = File(
          // As a package module has them: its strings are the `Localizable` table, in English.
          path: file.output.replacingOccurrences(of: "{{module.name}}", with: "<Name>")
            .replacingOccurrences(of: "{{strings.tableName}}", with: "Localizable")
            .replacingOccurrences(of: "{{strings.region}}", with: "en")
            // As in a package: the module's own support files.
            .replacingOccurrences(of: "{{support.folder}}", with: "<Name>")
            .replacingOccurrences(of: "{{support.prefix}}", with: "<Name>")
            .replacingOccurrences(of: "{{support.testsFolder}}", with: "<Name>Tests")
            .replacingOccurrences(of: "{{support.testsType}}", with: "<Name>UseCaseSupportTests"),
          condition: conditions.isEmpty ? nil : conditions.joined(separator: ", "))
        if !files.contains(entry) { files.append(entry) }
      }
      entries.append(Entry(guide: .guide(for: architecture), summary: manifest.summary, files: files))
    }
    return ArchitectureCatalog(entries: entries)
  }

  /// The text `scaffold architectures` prints.
  public var text: String {
    entries.map { entry in
      let guide = entry.guide
      var lines = [
        "\(guide.architecture.displayName) — scaffold \(guide.architecture.rawValue) <Name>",
        "  Parts: \(guide.parts)",
        "  Distribution of responsibilities: \(guide.distribution)",
        "  Testability: \(guide.testability)",
        "  Ease of use: \(guide.easeOfUse)",
        "  Best for: \(guide.bestFor)",
        "  Files:",
      ]
      lines += entry.files.map { "    \($0.path)" + ($0.condition.map { " (\($0))" } ?? "") }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// The README's comparison table.
  public var markdownTable: String {
    let header = [
      "| Architecture | Parts | Distribution of responsibilities | Testability | Ease of use | Best for |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    let rows = entries.map { entry in
      let guide = entry.guide
      return
        "| `\(guide.architecture.rawValue)` \(guide.architecture.displayName) | \(guide.parts) | \(guide.distribution) | \(guide.testability) | \(guide.easeOfUse) | \(guide.bestFor) |"
    }
    return (header + rows).joined(separator: "\n")
  }

  private static func describe(_ flag: String) -> String {
    switch flag {
    case "hasEntities": return "when the spec has entities"
    case "hasRoutes": return "when the spec has routes"
    case "ui.uikit": return "with --ui uikit"
    case "ui.swiftui": return "with --ui swiftui"
    default: return "when \(flag)"
    }
  }
}
