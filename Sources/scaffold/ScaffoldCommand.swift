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
        scaffold generate Checkout.yml

      Exit codes: 0 success, 64 usage error, 65 invalid input (name, spec or template),
      66 unreadable input file, 73 output exists or could not be written.
      """,
    version: ScaffoldVersion.current,
    subcommands: [ViperCommand.self, VIPCommand.self, GenerateCommand.self, ContextCommand.self]
  )
}
