import ArgumentParser
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

/// `scaffold check`: fails when today's templates and specs would generate something else than
/// what was recorded.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Re-render every recorded module and fail if the output would differ from what was generated.",
    discussion: """
      For CI: exits 1 when a template or spec changed the output of a module since it was
      generated (printing what would change), 0 when every module is in step. Files edited by
      hand do not count; 'scaffold status' lists those.

      With --recursive, every package below the current folder (or --package) that records
      modules is checked, with one summary and one exit code, for a monorepo's CI.

      Examples:
        scaffold check
        scaffold check --package Packages/Features --json
        scaffold check --recursive
      """)

  @Argument(help: "Modules to check (default: every recorded module).")
  var modules: [String] = []

  @Flag(help: "Check every package with recorded modules below the current folder (or --package).")
  var recursive = false

  @OptionGroup var project: ProjectOptions

  func validate() throws {
    if recursive && !modules.isEmpty {
      throw ValidationError("--recursive checks every recorded module; name modules without it, with --package")
    }
  }

  func run() throws {
    if recursive { return try RecursiveCheck(project: project).run() }
    var drifted = false
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let records = try ProjectSnapshot(root: try project.root(holding: modules))
      // Unknown names fail here, with the list of recorded modules.
      _ = try records.records(named: modules)
      let reports = try DriftReport.check(
        records: records, modules: modules, generator: try project.setup().generator, log: Terminal.activityLog)
      drifted = reports.contains(where: \.hasDrift)
      if project.json {
        print(ProjectReports.check(reports).jsonText())
        return
      }
      // Quiet: only the modules that would change, which is what fails the check.
      for report in reports where report.hasDrift || project.verbosity != .quiet {
        print(Self.describe(report), terminator: "")
      }
      if project.verbosity == .quiet { return }
      let count = reports.filter(\.hasDrift).count
      let conflicts = reports.flatMap(\.files).filter { $0.change == .conflicted }.count
      if conflicts > 0 {
        print(
          "\(conflicts) file\(conflicts == 1 ? " holds" : "s hold") conflict markers left by 'scaffold update': resolve them."
        )
      }
      let modules = reports.count == 1 ? "1 module" : "\(reports.count) modules"
      // The exact command that brings them forward, keeping hand edits (merged, or marked).
      let behind = reports.filter { $0.files.contains { $0.change != .conflicted } }.map(\.module)
      let packageFlag = project.package.map { " --package \($0)" } ?? ""
      print(
        drifted
          ? "\(count) of \(modules) would change"
            + (behind.isEmpty
              ? "."
              : "; bring \(behind.count == 1 ? "it" : "them") forward, keeping your edits, with: "
                + "scaffold update \(behind.joined(separator: " "))\(packageFlag)")
            + " (or revert the template or spec change)"
          : "\(modules) in step with \(reports.count == 1 ? "its template and spec" : "their templates and specs").")
    }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }

  static func describe(_ report: DriftReport) -> String {
    guard report.hasDrift else {
      return "\(report.module): in step\(report.templateChanged ? " (its template changed, but not its output)" : "")\n"
    }
    var text = "\(report.module): would change\n"
    for file in report.files {
      text +=
        "  \(file.change.rawValue.padding(toLength: max(8, file.change.rawValue.count), withPad: " ", startingAt: 0))  \(file.path)\n"
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
}
