import Foundation
import ScaffoldBase

/// `status --recursive`: every package with records below a folder, each read as `status` reads
/// one. A package whose records cannot be read is kept with its error, and the others still
/// report, as `check --recursive` does.
public struct RecursiveStatus: Sendable {
  /// Each package read, by its path from the start folder.
  public var results: [(path: String, statuses: [ModuleStatus], unowned: [String])] = []
  /// Each package that could not be read, with why.
  public var failures: [(path: String, error: ScaffoldError)] = []

  /// Reads every package below `start`; an error only when none records a module.
  public init(under start: URL) throws(ScaffoldError) {
    let packages = try RecordedPackages.find(under: start)
    guard !packages.isEmpty else {
      throw .unreadableInput(
        path: start.path, reason: "no package below it records a generated module (.scaffold/<Module>.json)")
    }
    for root in packages {
      let path = RelativePath.display(of: root, from: start)
      do throws(ScaffoldError) {
        let statuses = try ProjectSnapshot(root: root).records(named: []).map { record throws(ScaffoldError) in
          try ModuleStatus.of(record, root: root)
        }
        results.append((path, statuses, UnownedFiles.find(root: root)))
      } catch {
        failures.append((path, error))
      }
    }
  }
}
