import ArgumentParser
import Foundation
import ScaffoldKit
import ScaffoldSpec
import ScaffoldTemplates

@main
struct ScaffoldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scaffold",
    abstract: "Generate architecture modules for Swift apps as Swift packages that build and pass their tests.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold viper Login
        scaffold vip Checkout --spec Checkout.yml --output Features
        scaffold generate Profile.yml   # a spec with 'name' and 'architecture'

      Exit codes:
        0   success
        64  usage error
        1   scaffold check: a module would change
        3   scaffold update: conflicts were written into files (see scaffold status)
        65  invalid input: a name, spec, template, record or package
        66  a file cannot be read
        73  files exist with other content (see --force) or cannot be written
      """),
    version: ScaffoldVersion.current,
    subcommands: [
      ViperCommand.self, VIPCommand.self, MVPCommand.self, MVCCommand.self, MVVMCommand.self, GenerateCommand.self,
      StatusCommand.self, CheckCommand.self, UpdateCommand.self, RemoveCommand.self, TemplatesCommand.self,
      InitCommand.self, AdoptCommand.self,
      ArchitecturesCommand.self,
      ContextCommand.self, SchemaCommand.self, MCPCommand.self,
    ]
  )

  /// The parser's own `main()`, except that usage errors read like every other error of the
  /// tool (`scaffold: error: …` on stderr, exit 64), so a CI log or a wrapper script sees one
  /// format. Help, the version, completion scripts and exit codes the commands chose pass
  /// through unchanged.
  static func main() {
    // `scaffold viper Login`: the template is known from the first word, so it loads on another
    // thread while the rest of the command line is read: by `QuickArchitectureParse` for the
    // usual options, else by the argument parser. The first word is then a command, so the check
    // for an unknown one, which reads every command's configuration and help text, is not needed.
    if let first = CommandLine.arguments.dropFirst().first, let architecture = Architecture(rawValue: first) {
      BuiltInTemplates.prefetch(architecture)
      if let quick = QuickArchitectureParse.parse(
        Array(CommandLine.arguments.dropFirst(2)), architecture: architecture, workingFolder: Terminal.workingFolder)
      {
        do {
          try GenerationRun.run(specPath: quick.specPath, commandLine: quick.commandLine, options: quick.options)
        } catch {
          exit(after: error)
        }
        return
      }
    } else {
      let commands = configuration.subcommands.map { $0._commandName }
      if let message = UnknownCommand.message(for: Array(CommandLine.arguments.dropFirst()), commands: commands) {
        Terminal.printError("error: " + message)
        Foundation.exit(ExitCode.validationFailure.rawValue)
      }
    }
    do {
      var command = try parsedArchitectureCommand() ?? parseAsRoot()
      try command.run()
    } catch {
      exit(after: error)
    }
  }

  /// Ends the process after a command's error: usage errors read like every other error of the
  /// tool; help, the version, completion scripts and chosen exit codes pass through.
  private static func exit(after error: any Error) -> Never {
    let code = exitCode(for: error)
    guard code != .success, !(error is ExitCode) else { exit(withError: error) }
    let text = fullMessage(for: error)
    let named = text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : "error: " + text
    Terminal.printError(named)
    Foundation.exit(code.rawValue)
  }

  /// `scaffold viper Login …` parsed as the architecture's command alone, without the tree of
  /// every command, whose help texts and argument sets the parser builds first: a third of what
  /// parsing costs a one-module run. Anything that does not parse this way (help, a mistake, a
  /// completion request) is parsed again from the root, so it is answered as before.
  private static func parsedArchitectureCommand() -> (any ParsableCommand)? {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first, Architecture(rawValue: first) != nil,
      let command = configuration.subcommands.first(where: { $0._commandName == first }),
      !arguments.contains(where: { $0.hasPrefix("--generate-completion") || $0 == "-h" || $0 == "--help" })
    else { return nil }
    return try? command.parseAsRoot(Array(arguments.dropFirst()))
  }
}
