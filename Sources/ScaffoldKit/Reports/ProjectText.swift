import Foundation
import ScaffoldBase

/// `status` and `check` in words, as the commands print them; their JSON is `ProjectReports`.
public enum ProjectText {
  /// Each module's files and their state. Quiet: only the modules with files edited or missing.
  /// - Parameter package: `--package`, named in the line for a project that records nothing.
  public static func status(_ statuses: [ModuleStatus], unowned: [String], package: String?, quiet: Bool) -> String {
    var lines: [String] = []
    if statuses.isEmpty && !quiet {
      lines.append("No generated modules are recorded \(package.map { "in \($0)/.scaffold/" } ?? "here or below").")
    }
    for status in statuses where !(quiet && status.isClean) {
      lines.append(status.isClean ? "\(status.module): as generated" : "\(status.module):")
      lines += status.files.map { "  \(column($0.state.rawValue))  \($0.path)" }
    }
    if !unowned.isEmpty {
      lines.append("In no target of Package.swift, so nothing builds them (kept by 'scaffold remove' as edited?):")
      lines += unowned.map { "  \($0)" }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One module in one line, for CI logs: in step, behind (and why, and how many files), or
  /// holding conflict markers.
  public static func driftLine(_ report: DriftReport) -> String {
    guard report.hasDrift else { return "\(report.module): in step\n" }
    let conflicted = report.files.filter { $0.change == .conflicted }.count
    if conflicted == report.files.count {
      return "\(report.module): conflicted: \(conflicted) file\(conflicted == 1 ? "" : "s") with conflict markers\n"
    }
    let changing = report.files.count - conflicted
    let why: String
    switch (report.templateChanged, report.specChanged, report.documentChange) {
    case (true, _, let document?): why = "template changed, \(document)"
    case (false, _, let document?): why = document
    case (true, true, nil): why = "template and spec changed"
    case (true, false, nil): why = "template changed"
    case (false, true, nil): why = "spec changed"
    case (false, false, nil): why = "the tool changed"
    }
    return "\(report.module): behind (\(why)): \(changing) file\(changing == 1 ? "" : "s") would change"
      + (conflicted > 0 ? ", \(conflicted) with conflict markers" : "") + "\n"
  }

  /// One module's drift: in step, or each file that would change and its diff.
  public static func drift(_ report: DriftReport) -> String {
    guard report.hasDrift else {
      return "\(report.module): in step\(report.templateChanged ? " (its template changed, but not its output)" : "")\n"
    }
    // The same first line as without --diff, so the reason is not lost to the diffs.
    var text = driftLine(report)
    for file in report.files {
      text += "  \(column(file.change.rawValue))  \(file.path)\n"
    }
    for file in report.files {
      if let diff = file.diff {
        text += diff
      } else if file.change == .changed {
        text += "  (\(file.path) was edited by hand, so only its hash is known: no diff)\n"
      }
    }
    return text
  }

  /// `check` of one package: a line per module (with `diff`, each changing file and its diff),
  /// then the conflicts left and the command that brings the modules forward. Quiet: only the
  /// modules that differ, so a CI log of a package in step is empty.
  public static func check(_ reports: [DriftReport], package: String?, quiet: Bool, diff: Bool = false) -> String {
    if quiet { return reports.filter(\.hasDrift).map { diff ? drift($0) : driftLine($0) }.joined() }
    var text = reports.map { diff ? drift($0) : driftLine($0) }.joined()
    let drifted = reports.filter(\.hasDrift).count
    let conflicts = reports.flatMap(\.files).filter { $0.change == .conflicted }.count
    if conflicts > 0 {
      text +=
        "\(conflicts) file\(conflicts == 1 ? " holds" : "s hold") conflict markers left by 'scaffold update': resolve them.\n"
    }
    let modules = reports.count == 1 ? "1 module" : "\(reports.count) modules"
    // The exact command that brings them forward, keeping hand edits (merged, or marked).
    let behind = reports.filter { $0.files.contains { $0.change != .conflicted } }.map(\.module)
    let packageFlag = package.map { " --package \($0)" } ?? ""
    text +=
      drifted > 0
      ? "\(drifted) of \(modules) would change"
        + (behind.isEmpty
          ? "."
          : "; bring \(behind.count == 1 ? "it" : "them") forward, keeping your edits, with: "
            + "scaffold update \(behind.joined(separator: " "))\(packageFlag)")
        + " (or revert the template or spec change)\n"
      : "\(modules) in step with \(reports.count == 1 ? "its template and spec" : "their templates and specs").\n"
    return text
  }

  /// `check --recursive`: each package and a line per module behind (with `diff`, its files and
  /// their diffs), then a summary that counts the packages that could not be checked. Quiet: only
  /// the packages behind and their modules.
  public static func recursiveCheck(
    _ results: [(path: String, reports: [DriftReport])], failures: Int, quiet: Bool, diff: Bool = false
  ) -> String {
    var text = ""
    for result in results {
      let behind = result.reports.filter(\.hasDrift)
      if quiet && behind.isEmpty { continue }
      text +=
        "\(result.path)/: \(behind.isEmpty ? "in step" : "\(behind.count) of \(result.reports.count) would change")\n"
      text += behind.map { diff ? drift($0) : "  " + driftLine($0) }.joined()
      if !behind.isEmpty {
        text +=
          "  bring forward with: scaffold update \(behind.map(\.module).joined(separator: " ")) --package \(result.path)\n"
      }
    }
    if quiet { return text }
    let modules = results.map(\.reports.count).reduce(0, +)
    let behindPackages = results.filter { $0.reports.contains(where: \.hasDrift) }.count
    let summary =
      behindPackages > 0
      ? "\(behindPackages) of \(results.count) packages would change."
      : "\(results.count) package\(results.count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s")) in step."
    return text + (failures == 0 ? summary : "\(summary) \(failures) could not be checked.") + "\n"
  }

  /// `status --recursive`: each package, its modules indented under it (quiet: only the packages
  /// and modules with files edited or missing), then, unless quiet, a summary.
  public static func recursiveStatus(
    _ results: [(path: String, statuses: [ModuleStatus], unowned: [String])], failures: Int, quiet: Bool
  ) -> String {
    var text = ""
    for result in results {
      let edited = result.statuses.filter { !$0.isClean }
      guard !edited.isEmpty || !result.unowned.isEmpty || !quiet else { continue }
      text +=
        "\(result.path)/: \(edited.isEmpty ? "as generated" : "\(edited.count) of \(result.statuses.count) edited")\n"
      text += status(result.statuses, unowned: result.unowned, package: result.path, quiet: true)
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  \($0)\n" }.joined()
    }
    if quiet { return text }
    let modules = results.map(\.statuses.count).reduce(0, +)
    let editedPackages = results.filter { $0.statuses.contains { !$0.isClean } }.count
    let summary =
      "\(results.count) package\(results.count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s")), "
      + (editedPackages == 0 ? "all as generated." : "\(editedPackages) with edited or missing files.")
    return text + (failures == 0 ? summary : "\(summary) \(failures) could not be read.") + "\n"
  }

  /// A state or change in its column, at least as wide as `modified`.
  private static func column(_ word: String) -> String {
    word.padding(toLength: max(8, word.count), withPad: " ", startingAt: 0)
  }
}
