import ArgumentParser
import ScaffoldKit
import ScaffoldPackageManifest

/// `scaffold generate <spec>`: the spec names its module and architecture.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate the module a spec file describes (it must state 'name' and 'architecture').",
    discussion: HelpText.reflowed(
      """
      Example:
        scaffold generate Profile.yml --output Features

      Profile.yml states its module and architecture:
        name: Profile
        architecture: viper
        useCases: [loadProfile]
      """))

  @Argument(
    help: ArgumentHelp("A module spec in YAML or JSON.", valueName: "spec"),
    completion: .file(extensions: ["yml", "yaml", "json"]))
  var spec: String

  @OptionGroup var options: ModuleOptions

  func run() throws {
    try GenerationRun.run(
      specPath: spec,
      commandLine: options.commandLine(),
      options: options.generationOptions)
  }
}
