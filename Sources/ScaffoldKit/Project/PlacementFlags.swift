import Foundation
import ScaffoldBase

/// The flags that placed a module (`--xcodeproj`, `--target`), given again to a command that works
/// on recorded modules (`remove`, `status`, `check`, `update`). The record already says where each
/// module is, so a flag is only checked against it: one that names another place is refused
/// rather than ignored, since the user meant another module or another project.
public enum PlacementFlags {
  /// Throws when a record was not generated where the flags say.
  /// - Parameters:
  ///   - xcodeproj: the `.xcodeproj` given, as an absolute path.
  public static func check(
    _ records: [GenerationRecord], root: URL, xcodeproj: URL?, target: String?
  ) throws(ScaffoldError) {
    guard xcodeproj != nil || target != nil else { return }
    let given = xcodeproj.map { RelativePath.display(of: $0, from: root) }
    var collector = DiagnosticCollector()
    for record in records {
      guard let placement = record.xcode else {
        collector.error(
          "\(record.module) was generated as a package module, not into an Xcode project",
          at: nil, hint: "leave out --xcodeproj and --target for it")
        continue
      }
      if let given, given != placement.project {
        collector.error(
          "\(record.module) was generated into \(placement.project), not \(given)", at: nil,
          hint: "name \(placement.project), or leave out --xcodeproj: the record says where the module is")
      }
      if let target, target != placement.target {
        collector.error(
          "\(record.module) was generated into the target \(placement.target), not \(target)", at: nil,
          hint: "name \(placement.target), or leave out --target: the record says where the module is")
      }
    }
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
  }
}
