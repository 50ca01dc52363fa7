import ArgumentParser
import Foundation
import ScaffoldKit

/// The options every generating command shares.
struct ModuleOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: ArgumentHelp("The folder to create the package in.", valueName: "dir"))
  var output: String = "."

  @Flag(help: "Replace an existing package folder as a whole, files you added to it included.")
  var force = false

  @Option(
    name: .customLong("use-case"),
    help: ArgumentHelp("Add a use case (repeatable), such as --use-case loadCart.", valueName: "name"))
  var useCases: [String] = []

  @Option(
    name: .customLong("route"), help: ArgumentHelp("Add a route away from the module (repeatable).", valueName: "name"))
  var routes: [String] = []

  @Option(
    help: ArgumentHelp(
      "The test library of the generated tests: swift-testing (default) or xctest.", valueName: "library"))
  var testing: TestingLibrary?

  @Option(
    help: ArgumentHelp(
      "The screen layer: uikit (default), swiftui, or none for the protocols and logic only.", valueName: "ui"))
  var ui: UserInterface?
}

extension TestingLibrary: ExpressibleByArgument {}
extension UserInterface: ExpressibleByArgument {}

/// Runs the whole pipeline for a generating command and reports the result.
enum GenerationRun {
  static func run(
    specPath: String?, commandLine: CommandLineInput, options: ModuleOptions
  ) throws {
    let generator = ModuleGenerator()
    try Terminal.reportingErrors { () throws(ScaffoldError) in
      var spec = ModuleSpec()
      if let specPath { spec = try generator.loadSpec(atPath: specPath) }
      let module = try generator.module(from: spec, commandLine: commandLine)
      let plan = try generator.plan(for: module)
      try AtomicWriter().write(
        plan, into: URL(fileURLWithPath: options.output, isDirectory: true), replaceExisting: options.force)
      Terminal.printCreated(plan, outputPath: options.output)
    }
  }
}
