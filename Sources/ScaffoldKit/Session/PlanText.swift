import Foundation
import ScaffoldBase

/// A session's outcome in words, as the commands print it. The JSON of `--json` is
/// `ChangePlan.report` and `RemovalPlan.report`; this is the text beside it.
public enum PlanText {
  /// What a generating command wrote (or, with `dryRun`, would write): every file and its action.
  public static func generation(_ outcome: SessionOutcome, diff: Bool) -> String {
    let plan = outcome.plan
    let heading =
      !outcome.written
      ? "Plan for \(outcome.rootPath)/ (--dry-run: nothing was written):"
      : plan.writes.isEmpty ? "\(outcome.rootPath)/ is up to date:" : "Wrote \(outcome.rootPath)/:"
    var text = heading + "\n" + fileLines(plan, including: { _ in true }, diff: diff) + summary(plan) + "\n"
    if outcome.written && plan.createsRoot {
      // A template without test files gives a package with no test target, where `swift test`
      // fails ("no tests found"): suggest only what will work.
      let hasTests = plan.files.contains {
        $0.path == "Package.swift" && ByteSearch.contains(".testTarget(", in: $0.contents)
      }
      if UIKitOnlyCode.isIn(plan.files) {
        // `swift build` would stop at "no such module 'UIKit'" on Linux and on macOS alike.
        text +=
          "\nNext: open \(outcome.rootPath)/Package.swift in Xcode and build it for iOS: its code imports UIKit, "
          + "which Linux and macOS do not have\n"
      } else {
        text += "\nNext: cd \(outcome.rootPath) && swift build\(hasTests ? " && swift test" : "")\n"
      }
    }
    return text
  }

  /// What `update` changed: the files that are not unchanged, and the counts.
  public static func update(_ outcome: SessionOutcome, diff: Bool) -> String {
    let heading =
      outcome.written
      ? "Updated \(outcome.rootPath)/:" : "Plan for \(outcome.rootPath)/ (--dry-run: nothing was written):"
    return heading + "\n" + fileLines(outcome.plan, including: { $0.action != .unchanged }, diff: diff)
      + summary(outcome.plan) + "\n"
  }

  /// What `remove` deleted, kept and edited.
  public static func removal(_ removal: RemovalPlan, rootPath: String, removed: Bool, diff: Bool) -> String {
    var lines = [
      removed
        ? "Removed \(removal.module) from \(rootPath)/:"
        : "Plan to remove \(removal.module) from \(rootPath)/ (--dry-run: nothing was changed):"
    ]
    lines += removal.deletions.map { "  delete  \($0)" }
    lines += removal.keptEdited.map { "  keep    \($0) (edited since generation; --force deletes it)" }
    lines += removal.missing.map { "  gone    \($0) (already deleted)" }
    lines += removal.manifestEdits.map { "  Package.swift: \($0.description)" }
    if removal.manifestPath != "Package.swift", removal.manifest != nil {
      lines.append("  \(removal.manifestPath): the module's groups, file references and build files taken out")
    }
    var text = lines.joined(separator: "\n") + "\n"
    if diff, let manifest = removal.manifest {
      text += UnifiedDiff.text(old: manifest.old, new: manifest.new, path: removal.manifestPath)
    }
    return text
  }

  private static func fileLines(_ plan: ChangePlan, including: (FileChange) -> Bool, diff: Bool) -> String {
    plan.actionLines(including: including) + plan.manifestEdits.map { "  Package.swift: \($0.description)\n" }.joined()
      + (diff ? plan.diffs(including: including) : "")
  }

  private static func summary(_ plan: ChangePlan) -> String {
    FileAction.allCases.compactMap { action in
      plan.count(of: action) == 0 ? nil : "\(plan.count(of: action)) \(action.rawValue)"
    }.joined(separator: ", ")
  }
}
