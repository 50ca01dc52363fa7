import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec

/// `scaffold context`: prints what the templates see, to write or debug a template.
struct ContextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "context",
    abstract: "Print the template context of a module as JSON.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold context --architecture viper Login
        scaffold context --spec Checkout.yml --architecture vip
        scaffold context Login --template viper-coordinator --param team=payments
      """))

  @Argument(help: "The module name, unless the spec states it.")
  var name: String?

  @Option(
    help: ArgumentHelp("A module spec in YAML or JSON.", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml", "json"]))
  var spec: String?

  @Option(help: ArgumentHelp("viper, vip, mvp, mvc or mvvm, unless the spec states it.", valueName: "architecture"))
  var architecture: Architecture?

  @Option(name: .customLong("use-case"), help: ArgumentHelp("Add a use case (repeatable).", valueName: "name"))
  var useCases: [String] = []

  @Option(name: .customLong("route"), help: ArgumentHelp("Add a route (repeatable).", valueName: "name"))
  var routes: [String] = []

  @Option(
    help: ArgumentHelp("The template, by name, whose parameters to include.", valueName: "name"),
    completion: TemplateNameCompletion.kind)
  var template: String?

  @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter (repeatable).", valueName: "name=value"))
  var params: [String] = []

  @Option(
    name: .customLong("templates"), help: ArgumentHelp("A folder of templates (repeatable).", valueName: "dir"))
  var templateFolders: [String] = []

  func validate() throws {
    if name == nil && spec == nil {
      throw ValidationError("Give a module name or --spec.")
    }
  }

  func run() throws {
    try Terminal.reportingErrors { () throws(ScaffoldError) in
      var commandLine = CommandLineInput(name: name, architecture: architecture, useCases: useCases, routes: routes)
      commandLine.template = template
      commandLine.params = params
      let setup = try ProjectSetup(templateFolders: templateFolders)
      print(try setup.context(specPath: spec, commandLine: commandLine).jsonText())
    }
  }
}

extension Architecture: ExpressibleByArgument {
  public init?(argument: String) {
    guard let value = caseInsensitive(argument, of: Self.self) else { return nil }
    self = value
  }
}
