import ArgumentParser
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec

/// The arguments of every `scaffold <architecture> <Name>` command.
struct ArchitectureArguments: ParsableArguments {
  @Argument(help: "The module name, such as Login or user-profile (normalised to UserProfile).")
  var name: String

  @Option(
    help: ArgumentHelp("A module spec in YAML or JSON.", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml", "json"]))
  var spec: String?

  @Option(
    help: ArgumentHelp(
      "An OpenAPI 3.0 or 3.1 document (YAML or JSON): its chosen operations become use cases, their schemas entities.",
      valueName: "file"),
    completion: .file(extensions: ["yml", "yaml", "json"]))
  var openapi: String?

  @Option(help: ArgumentHelp("With --openapi: every operation with this tag (repeatable).", valueName: "tag"))
  var tag: [String] = []

  @Option(
    help: ArgumentHelp(
      "With --openapi: this operation, by operationId, whatever its tags (repeatable).", valueName: "id"))
  var operation: [String] = []

  @OptionGroup var options: ModuleOptions

  func validate() throws {
    if openapi == nil, !tag.isEmpty || !operation.isEmpty {
      throw ValidationError("--tag and --operation choose operations of the document --openapi names; add --openapi")
    }
    if openapi != nil, tag.isEmpty, operation.isEmpty {
      throw ValidationError("--openapi needs the operations to make use cases of: add --tag or --operation")
    }
  }

  /// The command line's part of the spec, with the document's operations when `--openapi` is given.
  func commandLine(architecture: Architecture) -> CommandLineInput {
    var line = options.commandLine(name: name, architecture: architecture)
    if let openapi {
      line.openAPI = OpenAPISourceSpec(
        document: Located(openapi), tags: tag.map { Located($0) }, operations: operation.map { Located($0) },
        baseFolder: Terminal.workingFolder.path)
    }
    return line
  }
}

/// A command that generates one architecture; the conforming commands differ only in their
/// architecture and help text, which is why the five of them share this file instead of having
/// one each.
protocol ArchitectureCommand: ParsableCommand {
  static var architecture: Architecture { get }
  var arguments: ArchitectureArguments { get }
}

extension ArchitectureCommand {
  func run() throws {
    try GenerationRun.run(
      specPath: arguments.spec,
      commandLine: arguments.commandLine(architecture: Self.architecture),
      options: arguments.options.generationOptions)
  }
}

/// `scaffold viper <Name>`.
struct ViperCommand: ArchitectureCommand {
  static let architecture = Architecture.viper
  static let configuration = CommandConfiguration(
    commandName: "viper",
    abstract: "Generate a VIPER module: View, Interactor, Presenter, Entity, Router and a Builder.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold viper Login
        scaffold viper Login --use-case signIn --route home
        scaffold viper Checkout --spec Checkout.yml --output Features
      """))

  @OptionGroup var arguments: ArchitectureArguments
}

/// `scaffold vip <Name>`.
struct VIPCommand: ArchitectureCommand {
  static let architecture = Architecture.vip
  static let configuration = CommandConfiguration(
    commandName: "vip",
    abstract: "Generate a Clean Swift (VIP) scene: ViewController, Interactor, Presenter, Router, Worker, Models.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold vip Greeting
        scaffold vip Checkout --use-case loadCart --use-case pay --route confirmation
        scaffold vip Checkout --spec Checkout.yml --force
      """))

  @OptionGroup var arguments: ArchitectureArguments
}

/// `scaffold mvp <Name>`.
struct MVPCommand: ArchitectureCommand {
  static let architecture = Architecture.mvp
  static let configuration = CommandConfiguration(
    commandName: "mvp",
    abstract: "Generate an MVP module: a passive View, a Presenter, the Model behind a service, a Router.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold mvp Settings
        scaffold mvp Settings --use-case loadSettings --route about
        scaffold mvp Checkout --spec Checkout.yml --output Features
      """))

  @OptionGroup var arguments: ArchitectureArguments
}

/// `scaffold mvc <Name>`.
struct MVCCommand: ArchitectureCommand {
  static let architecture = Architecture.mvc
  static let configuration = CommandConfiguration(
    commandName: "mvc",
    abstract:
      "Generate an MVC module: a Model that calls the service, a Formatter, and the view controller as the Controller.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold mvc About
        scaffold mvc About --use-case loadLicenses --route website
        scaffold mvc Checkout --spec Checkout.yml --output Features
      """))

  @OptionGroup var arguments: ArchitectureArguments
}

/// `scaffold mvvm <Name>`.
struct MVVMCommand: ArchitectureCommand {
  static let architecture = Architecture.mvvm
  static let configuration = CommandConfiguration(
    commandName: "mvvm",
    abstract:
      "Generate an MVVM module: a ViewModel with an Equatable State the view binds to, the Model behind a service.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold mvvm Search
        scaffold mvvm Search --use-case search --route result
        scaffold mvvm Checkout --spec Checkout.yml --output Features
      """))

  @OptionGroup var arguments: ArchitectureArguments
}
