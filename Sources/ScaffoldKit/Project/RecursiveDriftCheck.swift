import Foundation
import ScaffoldBase
import ScaffoldTemplates

/// `check --recursive`: every package with records below a folder, checked as `check` checks
/// one. A package that cannot be checked (an invalid record, a template gone) is kept with its
/// error and the others are still checked: in a monorepo, one broken package must not hide the
/// drift of the rest.
public struct RecursiveDriftCheck: Sendable {
  /// Each package checked, by its path from the start folder.
  public var results: [(path: String, reports: [DriftReport])] = []
  /// Each package that could not be checked, with why.
  public var failures: [(path: String, error: ScaffoldError)] = []

  public var hasDrift: Bool { results.contains { $0.reports.contains(where: \.hasDrift) } }

  /// Checks every package below `start`; an error only when none records a module.
  public init(under start: URL, generator: ModuleGenerator, log: ActivityLog = .silent) throws(ScaffoldError) {
    let read = try RecordedPackages.each(under: start) { root throws(ScaffoldError) in
      try DriftReport.check(records: try ProjectSnapshot(root: root), generator: generator, log: log)
    }
    results = read.results.map { ($0.path, $0.value) }
    failures = read.failures
  }
}
