import Foundation
import ScaffoldBase

/// The generation records of a package: `.scaffold/<Module>.json` under its root.
public struct RecordStore: Sendable {
  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  var folder: URL { root.appendingPathComponent(GenerationRecord.folder, isDirectory: true) }

  /// The recorded modules, sorted.
  public func moduleNames() throws(ScaffoldError) -> [String] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadableInput(path: folder.path, reason: FileErrorText.describe(error))
    }
    return entries.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The record of `module`, or `nil` when it has none.
  public func record(of module: String) throws(ScaffoldError) -> GenerationRecord? {
    let path = GenerationRecord.path(for: module)
    guard let text = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else { return nil }
    return try GenerationRecord(jsonText: text, path: path)
  }

  /// Every record, sorted by module name.
  public func allRecords() throws(ScaffoldError) -> [GenerationRecord] {
    var records: [GenerationRecord] = []
    for name in try moduleNames() {
      if let record = try record(of: name) { records.append(record) }
    }
    return records
  }
}
