import ArgumentParser
import Foundation
import ScaffoldKit

/// `scaffold context`: prints what the templates see, to write or debug a template.
struct ContextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "context",
    abstract: "Print the template context of a module as JSON.",
    discussion: """
      Examples:
        scaffold context --architecture viper Login
        scaffold context --spec Checkout.yml --architecture vip
      """)

  @Argument(help: "The module name, unless the spec states it.")
  var name: String?

  @Option(help: ArgumentHelp("A module spec in YAML or JSON.", valueName: "file"))
  var spec: String?

  @Option(help: ArgumentHelp("viper or vip, unless the spec states it.", valueName: "architecture"))
  var architecture: Architecture?

  @Option(name: .customLong("use-case"), help: ArgumentHelp("Add a use case (repeatable).", valueName: "name"))
  var useCases: [String] = []

  @Option(name: .customLong("route"), help: ArgumentHelp("Add a route (repeatable).", valueName: "name"))
  var routes: [String] = []

  func validate() throws {
    if name == nil && spec == nil {
      throw ValidationError("Give a module name or --spec.")
    }
  }

  func run() throws {
    let generator = ModuleGenerator()
    try Terminal.reportingErrors { () throws(ScaffoldError) in
      var loaded = ModuleSpec()
      if let spec { loaded = try generator.loadSpec(atPath: spec) }
      let module = try generator.module(
        from: loaded,
        commandLine: CommandLineInput(name: name, architecture: architecture, useCases: useCases, routes: routes))
      print(generator.context(for: module).jsonText())
    }
  }
}

extension Architecture: ExpressibleByArgument {}
