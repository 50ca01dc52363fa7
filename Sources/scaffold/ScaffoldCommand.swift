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
        65  invalid input: a name, the spec or a template
        66  the spec file cannot be read
        73  the output exists (see --force) or cannot be written
      """,
    version: ScaffoldVersion.current,
    subcommands: [
      ViperCommand.self, VIPCommand.self, MVPCommand.self, MVCCommand.self, MVVMCommand.self, GenerateCommand.self,
      ArchitecturesCommand.self,
      ContextCommand.self,
    ]
  )
}
