import Foundation
import ScaffoldBase
import ScaffoldSpec

extension ModuleScope {
  /// The scope of the modules a run generates into `destination`: an Xcode target's, with the
  /// entities the modules recorded in that target declare (read from their records, which say
  /// what was generated, so what the target's files declare); a package's otherwise.
  public static func of(_ destination: Destination, snapshots: ProjectSnapshots) throws(ScaffoldError) -> ModuleScope {
    guard case .xcodeProject(let xcode) = destination else { return .package }
    let root = destination.root(moduleNames: [], packageName: nil)
    let project = RelativePath.from(root, to: xcode.project)
    var earlier: [(module: String, entities: [EntitySpec])] = []
    for record in try snapshots.at(root).allRecords() where record.layout == .xcode {
      // Without a named .xcodeproj (XcodeGen, Tuist) the folder's spec says which project it is.
      guard let placement = record.xcode, placement.target == xcode.target,
        !xcode.isNamed || placement.project == project
      else { continue }
      let spec = try SpecLoader.loadRecorded(
        value: record.spec, file: GenerationRecord.path(for: record.module) + " (spec)")
      earlier.append((record.module, spec.entities + spec.sharedEntities))
    }
    return .appTarget(earlier: earlier)
  }
}
