import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// The options every generating command shares.
struct ModuleOptions: ParsableArguments {
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to create the new package in (default: .scaffold.yml's output, else the current folder).",
      valueName: "dir"),
    completion: .directory)
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Add the module(s) to the existing package in this folder instead of creating a package.", valueName: "path"),
    completion: .directory)
  var package: String?

  @Option(
    help: ArgumentHelp(
      "Add the module(s) to a target of this Xcode project (a .xcodeproj folder) instead of a package.",
      valueName: "path"),
    completion: .directory)
  var xcodeproj: String?

  @Option(help: ArgumentHelp("With --xcodeproj: the app or framework target the module joins.", valueName: "name"))
  var target: String?

  @Option(
    help: ArgumentHelp(
      "With --xcodeproj: the test target of the module's tests (default: the target's name followed by Tests).",
      valueName: "name"))
  var testTarget: String?

  @Option(
    help: ArgumentHelp(
      "With --xcodeproj: the group the module's group goes into, as group names from the top (default: a Features, Modules, Scenes or Screens group, else where the target's Swift files are; see docs/xcode.md).",
      valueName: "path"))
  var group: String?

  @Flag(help: "Overwrite generated files that exist with other content.")
  var force = false

  @Flag(help: "Keep files that exist with other content, and write the rest.")
  var skipExisting = false

  @Flag(
    help: """
      Merge the new output into files edited by hand, with the text generated last time as the \
      base (as 'scaffold update' does); exits 3 if a conflict is left.
      """)
  var merge = false

  @Flag(
    help: """
      In an existing package, do not give the new targets the swiftSettings every target of the \
      package has in common.
      """)
  var noInheritSettings = false

  @Flag(help: "Print the plan (each file as create, overwrite, unchanged, conflict or skip) and write nothing.")
  var dryRun = false

  @Flag(help: "With the plan, print a unified diff of every file that would change.")
  var diff = false

  @Flag(help: "Print the result as JSON (see docs/json.md) instead of text.")
  var json = false

  @Option(
    name: .customLong("use-case"),
    help: ArgumentHelp(
      "Add a use case (repeatable), such as --use-case loadCart; --use-case pay:command sets its kind (query or command).",
      valueName: "name[:kind]"))
  var useCases: [String] = []

  @Option(
    name: .customLong("route"), help: ArgumentHelp("Add a route away from the module (repeatable).", valueName: "name"))
  var routes: [String] = []

  @Option(
    name: .customLong("drop-use-case"),
    help: ArgumentHelp(
      "Take a use case the command line once added away from a recorded module (repeatable).", valueName: "name"))
  var droppedUseCases: [String] = []

  @Option(
    name: .customLong("drop-route"),
    help: ArgumentHelp(
      "Take a route the command line once added away from a recorded module (repeatable).", valueName: "name"))
  var droppedRoutes: [String] = []

  @Option(
    help: ArgumentHelp(
      "The test library of the generated tests: swift-testing (default) or xctest.", valueName: "library"))
  var testing: TestingLibrary?

  @Option(
    help: ArgumentHelp(
      "The screen layer: uikit (default), swiftui, or none for the protocols and logic only.", valueName: "ui"))
  var ui: UserInterface?

  @Option(
    help: ArgumentHelp(
      "Spaces per indentation level of the generated Swift: 4 (default) or 2, or tabs (Xcode projects; "
        + "their own settings apply without it); over .scaffold.yml's.",
      valueName: "spaces"))
  var indentation: String?

  @Option(
    help: ArgumentHelp(
      "The longest line of the generated Swift, 80 to 200 columns (default 120); over .scaffold.yml's.",
      valueName: "columns"))
  var lineLength: String?

  @Option(
    help: ArgumentHelp("The template to use, by name (see 'scaffold templates list').", valueName: "name"),
    completion: TemplateNameCompletion.kind)
  var template: String?

  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp("A template parameter (repeatable), such as --param coordinator=true.", valueName: "name=value"))
  var params: [String] = []

  @OptionGroup var verbosityFlags: VerbosityOptions

  func validate() throws {
    if [force, skipExisting, merge].filter({ $0 }).count > 1 {
      throw ValidationError("--force, --skip-existing and --merge exclude each other; pick one")
    }
    if let problem = destinationChoice.problem { throw ValidationError(problem) }
  }

  /// The command line's part of the spec: what every generating command passes the same way.
  func commandLine(name: String? = nil, architecture: Architecture? = nil) -> CommandLineInput {
    CommandLineInput(
      name: name, architecture: architecture, useCases: useCases, routes: routes, testing: testing, ui: ui,
      indentation: indentation, lineLength: lineLength)
  }

  var policy: ConflictPolicy {
    force ? .overwrite : skipExisting ? .skipExisting : merge ? .merge : .refuse
  }

  var verbosity: Verbosity { verbosityFlags.verbosity }

  /// Where the flags say the modules go.
  var destinationChoice: DestinationChoice {
    DestinationChoice(
      output: output, package: package, xcodeproj: xcodeproj, target: target, testTarget: testTarget, group: group,
      workingFolder: Terminal.workingFolder)
  }
}

extension TestingLibrary: ExpressibleByArgument {
  public init?(argument: String) {
    guard let value = caseInsensitive(argument, of: Self.self) else { return nil }
    self = value
  }
}

extension UserInterface: ExpressibleByArgument {
  public init?(argument: String) {
    guard let value = caseInsensitive(argument, of: Self.self) else { return nil }
    self = value
  }
}
