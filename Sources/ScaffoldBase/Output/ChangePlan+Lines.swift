import Foundation

extension ChangePlan {
  /// The width of the action column: that of `overwrite` and `unchanged`, or of a longer action
  /// the plan has (`kept-deleted`), so plans without one print as they always have.
  package var actionColumnWidth: Int {
    max(FileAction.overwrite.rawValue.count, files.map(\.action.rawValue.count).max() ?? 0)
  }

  /// A line per file that `including` keeps, its action in a column then its path, each ended
  /// by a newline: how every command lists a plan.
  package func actionLines(including: (FileChange) -> Bool = { _ in true }) -> String {
    let width = actionColumnWidth
    return files.filter(including).map {
      // Padded by hand: the actions are ASCII and never wider than the column, and Foundation's
      // `padding(toLength:)` went through NSString, a fiftieth of a one-module run.
      let action = $0.action.rawValue
      return "  \(action)\(String(repeating: " ", count: max(0, width - action.count)))  \($0.path)\n"
    }.joined()
  }

  /// The unified diff of every file `including` keeps that the plan changes: edits to files that
  /// exist first (`Package.swift`, `project.pbxproj`, a merged source), which a reviewer most
  /// wants to see, then the new files, each group in the plan's order.
  package func diffs(including: (FileChange) -> Bool = { _ in true }) -> String {
    let changed = files.filter { including($0) && $0.action != .unchanged }
    return (changed.filter { $0.existing != nil } + changed.filter { $0.existing == nil }).map {
      UnifiedDiff.text(old: $0.existing, new: $0.contents, path: $0.path)
    }.joined()
  }
}
