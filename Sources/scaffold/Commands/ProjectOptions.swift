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

  @Option(
    help: ArgumentHelp(
      "The Xcode project the modules were generated into: its folder is the project (checked against the records).",
      valueName: "path"),
    completion: .file(extensions: ["xcodeproj"]))
  var xcodeproj: String?

  @Option(
    help: ArgumentHelp("The target the modules were generated into (checked against the records).", valueName: "name"))
  var target: String?

  @Flag(help: "Print the result as JSON (see docs/json.md) instead of text.")
  var json = false

  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @OptionGroup var verbosityFlags: VerbosityOptions

  var verbosity: Verbosity { verbosityFlags.verbosity }

  /// `--xcodeproj` names the project as `--package` would: by the folder that holds it.
  mutating func validate() throws {
    guard let xcodeproj else { return }
    guard URL(fileURLWithPath: xcodeproj).pathExtension == "xcodeproj" else {
      throw ValidationError("--xcodeproj takes a .xcodeproj folder, such as App.xcodeproj")
    }
    if package != nil {
      throw ValidationError("--xcodeproj already says where the project is; leave out --package")
    }
    let folder = URL(fileURLWithPath: xcodeproj).deletingLastPathComponent().relativePath
    package = folder.isEmpty ? "." : folder
  }

  /// Refuses modules recorded elsewhere than `--xcodeproj` and `--target` say (`PlacementFlags`).
  func checkPlacement(of modules: [String], root: URL) throws(ScaffoldError) {
    guard xcodeproj != nil || target != nil else { return }
    try PlacementFlags.check(
      try ProjectSnapshot(root: root).records(named: modules), root: root,
      xcodeproj: xcodeproj.map { URL(fileURLWithPath: $0, relativeTo: Terminal.workingFolder).standardizedFileURL },
      target: target)
  }

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
