import ScaffoldBase
import ScaffoldXcode

/// A module written into folders Xcode 16 keeps in step with the disk: the files join every
/// target of the folder by themselves, so the project needs an edit only for the targets they
/// must not join (an exception set each), and a folder that is not the target's is refused.
enum XcodeSynchronizedFolders {
  /// Sources or tests: the folder chosen, the target, and the module's folder in it (`Login`, `LoginTests`).
  typealias Side = (choice: XcodeGroupChoice?, target: XcodeTarget?, folder: String)

  /// The exclusions the module's files need, for each side (sources, tests) whose folder is
  /// synchronized; `notes` says what happens, `remove` uses the same to take them back.
  /// One exclusion per folder and target, in the order they first come: the project keeps one
  /// exception set per folder and target, whatever the files (several modules', the support's).
  static func merged(_ exclusions: [XcodeProjectEditor.Exclusion]) -> [XcodeProjectEditor.Exclusion] {
    var merged: [XcodeProjectEditor.Exclusion] = []
    for exclusion in exclusions {
      if let index = merged.firstIndex(where: {
        $0.folderID == exclusion.folderID && $0.target.id == exclusion.target.id
      }) {
        merged[index].paths += exclusion.paths.filter { !merged[index].paths.contains($0) }
      } else {
        merged.append(exclusion)
      }
    }
    return merged
  }

  static func exclusions(
    of files: [GeneratedFile], in project: XcodeProject, sides: [Side], notes: inout [String]
  ) throws(ScaffoldError) -> [XcodeProjectEditor.Exclusion] {
    var exclusions: [XcodeProjectEditor.Exclusion] = []
    for (choice, target, folder) in sides {
      guard let choice, let target, choice.isSynchronized else { continue }
      let targets = project.synchronizedTargets(of: choice.id)
      guard targets.contains(where: { $0.id == target.id }) else {
        throw .packageRefused([
          Diagnostic(
            "folder '\(choice.path)' is kept in step with target\(targets.count == 1 ? "" : "s") "
              + "\(targets.map(\.name).joined(separator: ", ")), not with \(target.name), so the files would not "
              + "join it; nothing was written", at: nil,
            hint: "name a group or folder of target \(target.name) with --group")
        ])
      }
      let prefix = choice.folder.isEmpty ? "" : choice.folder + "/"
      // Only this side's files: tests in the app's folder are kept out of the app by the tests' side.
      let paths = files.compactMap { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : nil }
        .filter { $0.hasPrefix(folder + "/") }
      let others = targets.filter { $0.id != target.id }
      exclusions += others.map { .init(folderID: choice.id, target: $0, paths: paths) }
      notes.append(
        "folder '\(choice.path)' is kept in step with the disk: the files join target \(target.name) without an edit of the project"
          + (others.isEmpty
            ? ""
            : "; target\(others.count == 1 ? "" : "s") \(others.map(\.name).joined(separator: ", ")) "
              + "also build\(others.count == 1 ? "s" : "") that folder, so an exception set keeps the files out"))
    }
    return exclusions
  }
}
