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
    let read = try RecordedPackages.each(under: start) { root throws(ScaffoldError) in
      let statuses = try ProjectSnapshot(root: root).records(named: []).map { record throws(ScaffoldError) in
        try ModuleStatus.of(record, root: root)
      }
      return (statuses, UnownedFiles.find(root: root))
    }
    results = read.results.map { ($0.path, $0.value.0, $0.value.1) }
    failures = read.failures
  }
}
