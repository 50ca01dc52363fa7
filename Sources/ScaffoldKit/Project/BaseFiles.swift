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
}

/// A plan's merge bases (`BaseFiles.read`), parsed on first use.
final class MergeBases: @unchecked Sendable {
  let modules: [String]
  /// Each module's base file as read, `nil` when it has none.
  let texts: [String?]
  private let lock = NSLock()
  private var parsed: [String: String]?

  init(modules: [String], texts: [String?]) {
    self.modules = modules
    self.texts = texts
  }

  /// The base of the file at `path`; the first module's when two name it.
  func base(ofPath path: String) -> String? {
    lock.withLock {
      if parsed == nil {
        var bases: [String: String] = [:]
        for archive in texts.compactMap({ $0.flatMap(BaseArchive.init(text:)) }) {
          bases.merge(archive.texts) { first, _ in first }
        }
        parsed = bases
      }
      return parsed?[path]
    }
  }

  /// Whether a merge has asked for a base yet (tests: an update that merges nothing parses none).
  var hasParsed: Bool { lock.withLock { parsed != nil } }

  /// The modules among these that have a record but no readable base (generated before bases
  /// were kept), for a note: their edited files are merged against nothing.
  func missing(recorded: Set<String>) -> [String] {
    zip(modules, texts).filter { module, text in
      recorded.contains(module) && !(text.map(BaseArchive.isReadable) ?? false)
    }.map(\.0)
  }
}

extension BaseFiles {
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
