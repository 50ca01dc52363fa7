import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

/// `scaffold status [Name…]`: generated files edited by hand or deleted since generation.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "List generated files edited by hand or missing since they were generated.",
    discussion: HelpText.reflowed(
      """
      Reads the records in .scaffold/ and compares each generated file with its recorded hash.
      Exits 0 whatever it finds; 'scaffold check' is the command for CI.

      With --recursive, every package below the current folder (or --package) that records
      modules, one after the other.

      Examples:
        scaffold status
        scaffold status Login --package Packages/Features
        scaffold status --recursive
      """))

  @Argument(help: "Modules to look at (default: every recorded module).")
  var modules: [String] = []

  @Flag(help: "Look at every package with recorded modules below the current folder (or --package).")
  var recursive = false

  @OptionGroup var project: ProjectOptions

  func validate() throws {
    if recursive && !modules.isEmpty {
      throw ValidationError("--recursive looks at every recorded module; name modules without it, with --package")
    }
  }

  func run() throws {
    if recursive { return try runRecursively() }
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let root = try project.root(holding: modules)
      try project.checkPlacement(of: modules, root: root)
      // Said on stderr, so the status itself (and its JSON) stays as it is.
      for staging in InterruptedWrites.leftovers(around: root) {
        Terminal.printNote(
          "\(staging.path) was left by a run that was stopped while writing; the next generating or "
            + "'remove' command here undoes what it did")
      }
      let statuses = try ProjectSnapshot(root: root).records(named: modules).map { record throws(ScaffoldError) in
        try ModuleStatus.of(record, root: root)
      }
      let unowned = UnownedFiles.find(root: root)
      if project.json {
        print(ProjectReports.status(statuses, unowned: unowned).jsonText())
        return
      }
      // Quiet: only the modules with files edited or missing.
      print(
        ProjectText.status(statuses, unowned: unowned, package: project.package, quiet: project.verbosity == .quiet),
        terminator: "")
    }
  }

  /// Every package below the start folder; one that cannot be read is reported and makes the exit
  /// status its error's, after the others are listed.
  private func runRecursively() throws {
    var firstFailure: ScaffoldError?
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let start = URL(fileURLWithPath: project.package ?? FileManager.default.currentDirectoryPath, isDirectory: true)
      let found = try RecursiveStatus(under: start)
      firstFailure = found.failures.first?.error
      if project.json {
        print(ProjectReports.recursiveStatus(found.results, failures: found.failures).jsonText())
        return
      }
      for failure in found.failures {
        Terminal.printError("error: \(failure.path)/ could not be read:\n\(failure.error.description)")
      }
      print(
        ProjectText.recursiveStatus(
          found.results, failures: found.failures.count, quiet: project.verbosity == .quiet),
        terminator: "")
    }
    if let firstFailure { throw ExitCode(Terminal.status(for: firstFailure)) }
  }
}
