import Foundation
import ScaffoldBase

/// The merge bases (`BaseArchive`) a plan reads and writes: each module's is read before an
/// update, and written with every generation, holding what the tool generated this time, except
/// for files the plan leaves as they are (kept by `--skip-existing`, deleted by hand), whose base
/// stays the text they descend from.
enum BaseFiles {
  /// The archive of a module's rendered files, as a file of the plan.
  static func file(module: String, files: [GeneratedFile]) -> GeneratedFile {
    let archive = BaseArchive(texts: Dictionary(files.map { ($0.path, $0.contents) }) { first, _ in first })
    return GeneratedFile(path: BaseArchive.path(for: module), contents: archive.text, kind: .resource)
  }

  /// The bases of the modules about to be merged: their texts read on every core (the plan
  /// compares each with the base it writes, so they are read in any case), each parsed when a
  /// merge first asks for a path's base.
  static func read(modules: [String], in records: ProjectSnapshot) throws(ScaffoldError) -> MergeBases {
    MergeBases(
      modules: modules,
      texts: try ResultSlots<String?>.concurrent(modules.count) { index throws(ScaffoldError) in
        try records.baseText(of: modules[index])
      })
  }

  /// The plan with each base archive corrected for the files it does not write.
  static func keepingOldBases(in plan: ChangePlan) -> ChangePlan {
    let unwritten = Set(plan.files.filter { $0.action == .skip || $0.action == .keptDeleted }.map(\.path))
    guard !unwritten.isEmpty else { return plan }
    var plan = plan
    for index in plan.files.indices
    where plan.files[index].path.hasPrefix(GenerationRecord.folder + "/") && plan.files[index].path.hasSuffix(".base") {
      guard var archive = BaseArchive(text: plan.files[index].contents) else { continue }
      let old = plan.files[index].existing.flatMap(BaseArchive.init(text:))
      for path in unwritten where archive.texts[path] != nil {
        archive.texts[path] = old?.texts[path]
      }
      plan.files[index].contents = archive.text
      if plan.files[index].existing == archive.text { plan.files[index].action = .unchanged }
    }
    return plan
  }
}
