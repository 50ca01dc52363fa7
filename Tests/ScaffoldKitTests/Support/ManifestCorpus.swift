import Foundation

/// The manifests of `Tests/Fixtures/Manifests`, written to cover what real packages do. A refused
/// one says so on its second line, with the position its refusal must name:
/// `// corpus: refused at LINE:COLUMN`. Each accepted one has beside it, as `<name>.edited`, the
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

  static func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).manifest"), encoding: .utf8)
  }

  static func editedURL(of name: String) -> URL {
    folder.appendingPathComponent("\(name).edited")
  }

  /// The line and column a refused manifest's refusal must name.
  static func refusal(of name: String) -> (line: Int, column: Int)? {
    let marker = "// corpus: refused at "
    guard let text = try? text(of: name),
      let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first,
      line.hasPrefix(marker)
    else { return nil }
    let numbers = line.dropFirst(marker.count).split(separator: ":").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }
}
