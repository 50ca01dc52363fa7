import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// `scaffold <architecture> <Name> [options]` read without the argument parser, for the command
/// lines people type most. The parser builds every option's definition by reflection several
/// times (a completion check, the parse, a lenient pass) before a run can start: about a seventh
/// of a one-module run, on the path every other step waits on.
///
/// It reads the options of `ModuleOptions` and `--spec`, each spelled as the parser spells it,
/// and returns `nil` for anything else: `--opt=value`, bundled short flags, a repeated
/// single-value option or flag, `--openapi`, help, a completion request, a value that looks like
/// an option, or a combination the commands' `validate()` refuses. The caller then hands the
/// command line to the argument parser, so every mistake gets the parser's own message.
/// `QuickArchitectureParseTests` holds the two readings equal.
enum QuickArchitectureParse {
  struct Parsed: Equatable {
    var specPath: String?
    var commandLine: CommandLineInput
    var options: GenerationOptions
  }

  /// Options that take a value, by every spelling, under one key each.
  private static let valueOptions: [String: String] = [
    "-o": "output", "--output": "output", "--package": "package", "--xcodeproj": "xcodeproj",
    "--target": "target", "--test-target": "test-target", "--group": "group", "--spec": "spec",
    "--use-case": "use-case", "--route": "route", "--drop-use-case": "drop-use-case", "--drop-route": "drop-route",
    "--testing": "testing", "--ui": "ui", "--indentation": "indentation", "--line-length": "line-length",
    "--template": "template", "--templates": "templates", "--param": "param",
  ]

  /// The value options that may be given more than once, each time adding a value.
  private static let repeatable: Set<String> = [
    "use-case", "route", "drop-use-case", "drop-route", "templates", "param",
  ]

  private static let flags: [String: String] = [
    "--force": "force", "--skip-existing": "skip-existing", "--merge": "merge",
    "--no-inherit-settings": "no-inherit-settings", "--dry-run": "dry-run", "--diff": "diff", "--json": "json",
    "-q": "quiet", "--quiet": "quiet", "-v": "verbose", "--verbose": "verbose",
  ]

  /// The command line after the architecture's word, or `nil` for the argument parser to read.
  static func parse(_ arguments: [String], architecture: Architecture, workingFolder: URL) -> Parsed? {
    var values: [String: [String]] = [:]
    var set: Set<String> = []
    var name: String?
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if let option = valueOptions[word] {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-"),
          repeatable.contains(option) || values[option] == nil
        else { return nil }
        values[option, default: []].append(arguments[index + 1])
        index += 2
      } else if let flag = flags[word] {
        guard set.insert(flag).inserted else { return nil }
        index += 1
      } else {
        guard !word.hasPrefix("-"), name == nil else { return nil }
        name = word
        index += 1
      }
    }
    guard let name else { return nil }
    let single = { (option: String) in values[option]?.first }
    var testing: TestingLibrary?
    if let value = single("testing") {
      guard let library = caseInsensitive(value, of: TestingLibrary.self) else { return nil }
      testing = library
    }
    var ui: UserInterface?
    if let value = single("ui") {
      guard let layer = caseInsensitive(value, of: UserInterface.self) else { return nil }
      ui = layer
    }
    let policies = [("force", ConflictPolicy.overwrite), ("skip-existing", .skipExisting), ("merge", .merge)]
      .filter { set.contains($0.0) }.map(\.1)
    guard policies.count <= 1, !(set.contains("quiet") && set.contains("verbose")) else { return nil }
    let destination = DestinationChoice(
      output: single("output"), package: single("package"), xcodeproj: single("xcodeproj"), target: single("target"),
      testTarget: single("test-target"), group: single("group"), workingFolder: workingFolder)
    guard destination.problem == nil else { return nil }
    let commandLine = CommandLineInput(
      name: name, architecture: architecture, useCases: values["use-case"] ?? [], routes: values["route"] ?? [],
      testing: testing, ui: ui, indentation: single("indentation"), lineLength: single("line-length"))
    let options = GenerationOptions(
      destination: destination, policy: policies.first ?? .refuse, dryRun: set.contains("dry-run"),
      diff: set.contains("diff"), json: set.contains("json"),
      verbosity: set.contains("quiet") ? .quiet : set.contains("verbose") ? .verbose : .normal,
      noInheritSettings: set.contains("no-inherit-settings"), droppedUseCases: values["drop-use-case"] ?? [],
      droppedRoutes: values["drop-route"] ?? [], template: single("template"), params: values["param"] ?? [],
      templateFolders: values["templates"] ?? [])
    return Parsed(specPath: single("spec"), commandLine: commandLine, options: options)
  }
}
