import Foundation

/// The manifests of `Tests/Fixtures/Manifests`, written to cover what real packages do. A refused
/// one says so on one of its first lines, with the position its refusal must name:
/// `// corpus: refused at LINE:COLUMN` (`resourcesRefusal(of:)` has a marker of its own). Each accepted one has beside it, as `<name>.edited`, the
/// manifest after the corpus edit, recorded with `SCAFFOLD_RECORD_SNAPSHOTS=1`.
enum ManifestCorpus {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Manifests")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".manifest") }.map { String($0.dropLast(".manifest".count)) }.sorted()
  }

  static var accepted: [String] { names.filter { refusal(of: $0) == nil } }
  static var refused: [String] { names.filter { refusal(of: $0) != nil } }
  /// Manifests that take the module with its strings table, as the built-in templates write it.
  static var acceptedWithResources: [String] { names.filter { resourcesRefusal(of: $0) == nil } }
  static var refusedWithResources: [String] { names.filter { resourcesRefusal(of: $0) != nil } }

  static func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).manifest"), encoding: .utf8)
  }

  static func editedURL(of name: String) -> URL {
    folder.appendingPathComponent("\(name).edited")
  }

  /// The line and column a refused manifest's refusal must name.
  static func refusal(of name: String) -> (line: Int, column: Int)? {
    position(after: "// corpus: refused at ", in: name)
  }

  /// Where the edit the built-in templates make (Login with its strings table, a resource) is
  /// refused in a manifest that takes Login without one: `// corpus: resources refused at
  /// LINE:COLUMN`. A manifest refused outright is refused there too.
  static func resourcesRefusal(of name: String) -> (line: Int, column: Int)? {
    position(after: "// corpus: resources refused at ", in: name) ?? refusal(of: name)
  }

  /// The position a marker comment among the manifest's first lines gives.
  private static func position(after marker: String, in name: String) -> (line: Int, column: Int)? {
    guard let text = try? text(of: name),
      let line = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4).first(where: {
        $0.hasPrefix(marker)
      })
    else { return nil }
    let numbers = line.dropFirst(marker.count).split(separator: ":").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }
}
