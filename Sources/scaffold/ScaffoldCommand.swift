import ArgumentParser
import ScaffoldKit

@main
struct ScaffoldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scaffold",
    abstract: "Generate architecture modules for Swift apps as Swift packages that build and pass their tests.",
    discussion: """
      Examples:
        scaffold viper Login
        scaffold vip Checkout --spec Checkout.yml --output Features
        scaffold generate Profile.yml   # a spec with 'name' and 'architecture'

      Exit codes:
        0   success
        64  usage error
        1   scaffold check: a module would change
        65  invalid input: a name, the spec, a template, a record, or a package that cannot take the module
        66  a file cannot be read
        73  files exist with other content (see --force, --skip-existing) or cannot be written
      """,
    version: ScaffoldVersion.current,
    subcommands: [
      ViperCommand.self, VIPCommand.self, MVPCommand.self, MVCCommand.self, MVVMCommand.self, GenerateCommand.self,
      StatusCommand.self, CheckCommand.self, RemoveCommand.self, TemplatesCommand.self, InitCommand.self,
      ArchitecturesCommand.self,
      ContextCommand.self,
    ]
  )
}
