import Foundation
import Testing

/// Sources/ScaffoldKit/README.md says which folders each folder may use; this holds the code to
/// it, by reading which types each Swift file names and where those types are declared.
@Suite("The map of the code")
struct CodeMapTests {
  /// The map (README.md) is ScaffoldKit's; the folders are spread over the library targets,
  /// whose dependencies the compiler enforces. This holds the folders inside one target to the
  /// map, which the compiler cannot (Diagnostics must not use Output, though both are Base's).
  static let sources = RepositoryPaths.root.appendingPathComponent("Sources/ScaffoldKit")
  static let libraryTargets = [
    "ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates", "ScaffoldXcode", "ScaffoldPackageManifest",
    "ScaffoldGeneramba", "ScaffoldKit", "ScaffoldOpenAPI",
  ]

  /// Folder → the folders its row allows, from the README's table.
  private static func allowedUses() throws -> [String: Set<String>] {
    let text = try String(contentsOf: sources.appendingPathComponent("README.md"), encoding: .utf8)
    var allowed: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Folder") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, !cells[0].hasPrefix("---") else { continue }
      allowed[cells[0]] = Set(cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        .subtracting(["—"])
    }
    return allowed
  }

  /// Every Swift file of ScaffoldKit, by folder, with its text stripped of comments and strings.
  private static func files() throws -> [(folder: String, path: String, code: String)] {
    var result: [(folder: String, path: String, code: String)] = []
    for target in libraryTargets {
      let root = sources.deletingLastPathComponent().appendingPathComponent(target)
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let code = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
          .replacingOccurrences(of: #""(\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
        let folder = path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "."
        result.append((folder, "\(target)/\(path)", code))
      }
    }
    return result
  }

  @Test("every folder of ScaffoldKit has a row, and no row names a folder that is not there")
  func everyFolderIsMapped() throws {
    let folders = Set(try Self.files().map(\.folder))
    let mapped = Set(try Self.allowedUses().keys)
    #expect(folders == mapped)
    for (folder, uses) in try Self.allowedUses() {
      #expect(uses.isSubset(of: mapped), "\(folder) may use a folder that does not exist: \(uses.subtracting(mapped))")
    }
  }

  @Test("each file uses only types of its own folder and of the folders its row allows")
  func dependenciesRunOneWay() throws {
    let files = try Self.files()
    let allowed = try Self.allowedUses()
    // Any modifiers, in any order: `public indirect enum ContextValue` is a declaration too.
    let modifiers = "(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\\s+)*"
    let declaration = try NSRegularExpression(
      pattern: "^\(modifiers)(?:struct|enum|class|protocol|actor|typealias)\\s+(\\w+)", options: .anchorsMatchLines)
    var home: [String: String] = [:]
    for file in files {
      let range = NSRange(file.code.startIndex..., in: file.code)
      for match in declaration.matches(in: file.code, range: range) {
        if let name = Range(match.range(at: 1), in: file.code) { home[String(file.code[name])] = file.folder }
      }
    }
    // A type nested in a file's own declarations (`MustacheDocument.Name`) is that file's, even
    // when a top-level type elsewhere has its name.
    let nested = try NSRegularExpression(
      pattern: "^[ \\t]+\(modifiers)(?:struct|enum|class|protocol|actor|typealias)\\s+(\\w+)",
      options: .anchorsMatchLines)
    // A name after a dot is a member of what precedes it (`MustacheDocument.Name`), not a use
    // of a top-level type of that name.
    let word = try NSRegularExpression(pattern: #"(?<!\.)\b[A-Z]\w*\b"#)
    for file in files {
      let range = NSRange(file.code.startIndex..., in: file.code)
      let ranges = word.matches(in: file.code, range: range).compactMap { Range($0.range, in: file.code) }
      let ownNested = Set(
        nested.matches(in: file.code, range: range).compactMap { Range($0.range(at: 1), in: file.code) }
          .map { String(file.code[$0]) })
      let used = Set(ranges.map { String(file.code[$0]) }).subtracting(ownNested)
      let others = used.compactMap { name in home[name].map { (name, $0) } }.filter { $0.1 != file.folder }
      for (name, folder) in others.sorted(by: { $0.0 < $1.0 }) where !(allowed[file.folder] ?? []).contains(folder) {
        Issue.record("\(file.path) uses \(name) from \(folder)/, which the map does not let \(file.folder)/ use")
      }
    }
  }
}
