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
    discussion: HelpText.reflowed(
      """
      For CI: exits 1 when a template or spec changed the output of a module since it was
      generated, 0 when every module is in step. It prints one line a module and a total (with
      --diff, each file that would change and its diff; with --quiet, only the modules that would
      change). Files edited by
      hand do not count; 'scaffold status' lists those.

      With --recursive, every package below the current folder (or --package) that records
      modules is checked, with one summary and one exit code, for a monorepo's CI.

      Examples:
        scaffold check
        scaffold check --package Packages/Features --json
        scaffold check --recursive
      """))

  @Argument(help: "Modules to check (default: every recorded module).")
  var modules: [String] = []

  @Flag(help: "Check every package with recorded modules below the current folder (or --package).")
  var recursive = false

  @Flag(help: "Print each file that would change and its unified diff, not one line a module.")
  var diff = false

  @OptionGroup var project: ProjectOptions

  func validate() throws {
    if recursive && !modules.isEmpty {
      throw ValidationError("--recursive checks every recorded module; name modules without it, with --package")
    }
  }

  func run() throws {
    if recursive { return try RecursiveCheck(project: project, diff: diff).run() }
    var drifted = false
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let root = try project.root(holding: modules)
      let records = try ProjectSnapshot(root: root)
      // Unknown names fail here, with the list of recorded modules.
      _ = try records.records(named: modules)
      try project.checkPlacement(of: modules, root: root)
      let reports = try DriftReport.check(
        records: records, modules: modules, generator: try project.setup().generator, log: Terminal.activityLog)
      drifted = reports.contains(where: \.hasDrift)
      if project.json {
        print(ProjectReports.check(reports).jsonText())
      } else {
        print(
          ProjectText.check(reports, package: project.package, quiet: project.verbosity == .quiet, diff: diff),
          terminator: "")
      }
    }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }
}
