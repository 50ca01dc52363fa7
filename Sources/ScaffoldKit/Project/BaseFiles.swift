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

  /// Every path's base, for the modules about to be merged; a module without a readable base
  /// contributes none.
  static func read(modules: [String], in records: ProjectSnapshot) throws(ScaffoldError) -> [String: String] {
    var bases: [String: String] = [:]
    for archive in try archives(of: modules, in: records) {
      guard let archive else { continue }
      bases.merge(archive.texts) { first, _ in first }
    }
    return bases
  }

  /// Each module's base archive, `nil` when it has no readable one: read and parsed on every
  /// core, as `update` reads every module's (a tenth of its serial time over 200 modules).
  private static func archives(of modules: [String], in records: ProjectSnapshot) throws(ScaffoldError)
    -> [BaseArchive?]
  {
    try ResultSlots<BaseArchive?>.concurrent(modules.count) { index throws(ScaffoldError) in
      try records.baseText(of: modules[index]).flatMap(BaseArchive.init(text:))
    }
  }

  /// The modules among `modules` that have a record but no readable base (generated before bases
  /// were kept), for a note: their edited files are merged against nothing.
  static func missing(modules: [String], in records: ProjectSnapshot) throws(ScaffoldError) -> [String] {
    let recorded = modules.filter(records.moduleNames.contains)
    return zip(recorded, try archives(of: recorded, in: records)).filter { $0.1 == nil }.map(\.0)
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
