import Foundation
import ScaffoldBase

/// The `.gitattributes` line that keeps merge bases (`.scaffold/<Module>.base`, tens of KB each)
/// out of review diffs: marked generated (collapsed on GitHub) and not diffed. Written beside
/// `.scaffold/` when a run writes a base and no `.gitattributes` from there up to the
/// repository's root says anything of them yet, so a team's own line is never doubled.
enum BaseFileAttributes {
  static let path = ".gitattributes"
  static let line = ".scaffold/*.base linguist-generated=true -diff"

  /// `plan` with the `.gitattributes` it needs: created, or the existing one with the line added.
  static func adding(to plan: ChangePlan) throws(ScaffoldError) -> ChangePlan {
    let writesBase = plan.files.contains {
      $0.action.writes && $0.path.hasPrefix(".scaffold/") && $0.path.hasSuffix(".base")
    }
    guard writesBase, !plan.files.contains(where: { $0.path == path }), !isCovered(from: plan.root) else { return plan }
    let existing = try ChangePlanner.existingText(at: plan.root.appendingPathComponent(path))
    var contents = existing ?? ""
    if !contents.isEmpty, !contents.hasSuffix("\n") { contents += "\n" }
    contents += line + "\n"
    var plan = plan
    plan.files.append(
      FileChange(path: path, action: existing == nil ? .create : .overwrite, contents: contents, existing: existing))
    return plan
  }

  /// Whether a `.gitattributes` in `root` or above it, up to the repository's root, already has a
  /// line for the bases (any pattern naming `.scaffold/` or `*.base`).
  static func isCovered(from root: URL) -> Bool {
    RepositoryFolders.upward(from: root).contains { folder in
      guard let data = FileManager.default.contents(atPath: FolderAncestry.path(path, in: folder)) else {
        return false
      }
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
      let patterns = lines.compactMap { $0.split(whereSeparator: \.isWhitespace).first }
      return patterns.contains { $0.contains(".scaffold/") || $0.hasSuffix("*.base") }
    }
  }

  /// The `.gitattributes` at `root` without the tool's line, for the removal of the last module:
  /// nil when it has no such line; an empty text when nothing else is left in it.
  static func removal(in root: URL) throws(ScaffoldError) -> RemovalPlan.ManifestChange? {
    guard let old = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else { return nil }
    let lines = old.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.contains(where: { $0 == line }) else { return nil }
    let kept = lines.filter { $0 != line }.joined(separator: "\n")
    let new = kept.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : kept
    return .init(old: old, new: new)
  }
}
