import ArgumentParser
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

/// `scaffold status [Name…]`: generated files edited by hand or deleted since generation.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "List generated files edited by hand or missing since they were generated.",
    discussion: """
      Reads the records in .scaffold/ and compares each generated file with its recorded hash.
      Exits 0 whatever it finds; 'scaffold check' is the command for CI.

      Examples:
        scaffold status
        scaffold status Login --package Packages/Features
      """)

  @Argument(help: "Modules to look at (default: every recorded module).")
  var modules: [String] = []

  @OptionGroup var project: ProjectOptions

  func run() throws {
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let root = try project.root(holding: modules)
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
}
