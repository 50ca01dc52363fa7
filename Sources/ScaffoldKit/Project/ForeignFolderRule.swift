import Foundation
import ScaffoldBase

/// A new package is written into its own folder. When that folder already holds files and no
/// record says Scaffold wrote any of them, it is somebody else's folder: writing into it would
/// mix the module with files no record knows, so it is refused unless the user says so.
enum ForeignFolderRule {
  /// Files a Finder or an editor leaves behind, which make no folder anybody's.
  static let ignored: Set<String> = [".DS_Store", ".git", ".gitkeep"]

  static func check(_ records: ProjectSnapshot, policy: ConflictPolicy) throws(ScaffoldError) {
    guard policy == .refuse else { return }
    let root = records.root
    // A folder that is a link to elsewhere is refused by the writer, even with --force, with
    // its own message; this rule is about real folders.
    // (`lstat`, not `URL.resourceValues`: for a folder not there yet, which is most runs,
    // Foundation builds an error to say so.)
    if LinkRules.isLink(root.path) { return }
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
      .filter { !ignored.contains($0) }.sorted()
    guard !entries.isEmpty, records.moduleNames.isEmpty else { return }
    // The run's snapshot may be older than this listing: another run can have written the
    // folder, records included, since. Its records, read now, make it Scaffold's.
    guard try ProjectSnapshot.recordedModules(in: root).isEmpty else { return }
    let shown = entries.prefix(5).joined(separator: ", ") + (entries.count > 5 ? " and \(entries.count - 5) more" : "")
    let isPackage = entries.contains("Package.swift")
    throw .packageRefused([
      Diagnostic(
        "\(root.lastPathComponent)/ already holds files no Scaffold record knows (\(shown)); nothing was written",
        at: nil,
        hint: (isPackage ? "to add the module to that package, pass --package \(root.path); " : "")
          + "choose another folder with --output DIR, or pass --force to write into this one")
    ])
  }
}
