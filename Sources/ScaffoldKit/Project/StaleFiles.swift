import Foundation
import ScaffoldBase

/// Files an earlier generation of a module wrote that the new one no longer does: a route or use
/// case removed, another architecture. Left alone they would stay, untracked, and often stop the
/// module from compiling.
enum StaleFiles {
  /// The recorded hashes of every file the modules' earlier generations wrote, by path.
  static func recordedHashes(of modules: [String], records store: ProjectSnapshot) throws(ScaffoldError)
    -> [String: String]
  {
    var hashes: [String: String] = [:]
    for module in modules {
      guard let record = try store.record(of: module) else { continue }
      hashes.merge(record.files) { first, _ in first }
    }
    return hashes
  }

  /// `delete` for each such file still as generated; `stale` (kept) for one edited since,
  /// unless `policy` is `overwrite`, which deletes it too.
  static func changes(
    module: String, generated: [GeneratedFile], records: ProjectSnapshot, policy: ConflictPolicy
  ) throws(ScaffoldError) -> [FileChange] {
    guard let record = try records.record(of: module) else { return [] }
    let root = records.root
    let current = Set(generated.map(\.path))
    var changes: [FileChange] = []
    for (path, hash) in record.files.sorted(by: { $0.key < $1.key }) where !current.contains(path) {
      guard let text = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else { continue }
      let asGenerated = SHA256.hex(of: text) == hash
      let action: FileAction = asGenerated || policy == .overwrite ? .delete : .stale
      changes.append(FileChange(path: path, action: action, contents: "", existing: text))
    }
    return changes
  }
}
