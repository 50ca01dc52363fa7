import Foundation
import ScaffoldBase

/// Where a module generated into an Xcode project's target goes again when a command names no
/// destination: its record's project and target. Without it a re-run of `scaffold vip Cart`
/// with no flags would start a new package `Cart/` beside the project (the default), as if the
/// module in the app were not there.
public enum RecordedXcodeDestination {
  /// The project and target every one of `names` is recorded in, under `root`; `nil` unless they
  /// all are, in one project and target. The group is left to the planner, which keeps each
  /// module's recorded group (and says so).
  public static func of(_ names: [String], in store: ProjectSnapshot) throws(ScaffoldError) -> XcodeDestination? {
    let root = store.root
    var placements: [XcodePlacement] = []
    for name in names {
      guard let placement = try store.record(of: name)?.xcode, placement.generator == nil else { return nil }
      placements.append(placement)
    }
    guard let first = placements.first,
      placements.allSatisfy({ $0.project == first.project && $0.target == first.target })
    else { return nil }
    return XcodeDestination(
      project: root.appendingPathComponent(first.project, isDirectory: true).standardizedFileURL,
      target: first.target, testTarget: first.testTarget)
  }
}
