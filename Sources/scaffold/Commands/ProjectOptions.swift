import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// Options of the commands that work on the modules recorded in a package.
struct ProjectOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The package whose modules to look at (default: the nearest folder with a Package.swift).", valueName: "path"),
    completion: .directory)
  var package: String?

  @Flag(help: "Print the result as JSON (see docs/json.md) instead of text.")
  var json = false

  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @OptionGroup var verbosityFlags: VerbosityOptions

  var verbosity: Verbosity { verbosityFlags.verbosity }

  /// The project file and a generator that finds the project's templates.
  func setup() throws(ScaffoldError) -> ProjectSetup {
    try ProjectSetup(templateFolders: templateFolders)
  }

  /// The session of a command that changes modules.
  func session(dryRun: Bool) throws(ScaffoldError) -> GenerationSession {
    GenerationSession(
      setup: try setup(), dryRun: dryRun, log: Terminal.activityLog, checkpoint: WriteTestHooks.checkpoint())
  }

  /// The package root (`ProjectLocator`), or an error saying how to name one.
  func root(holding modules: [String] = []) throws(ScaffoldError) -> URL {
    try ProjectLocator(workingFolder: Terminal.workingFolder, log: Terminal.activityLog).root(
      package: package, configuration: try setup().configuration, holding: modules)
  }
}
