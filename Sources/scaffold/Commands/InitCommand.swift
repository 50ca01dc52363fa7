import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldSpec

/// `scaffold init`: writes `.scaffold.yml` from flags, or from a Rambafile; when the folder holds
/// an Xcode project, it asks which target modules join (on a terminal, or with `--interactive`).
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write the project's .scaffold.yml from flags, or from a Generamba Rambafile.",
    discussion: HelpText.reflowed(
      """
      With an .xcodeproj in the folder and no --xcodeproj, init asks for the target, test target and group
      on a terminal (--interactive: also when answers are piped in; --no-interactive: never).
      Precedence when generating: command line > spec > .scaffold.yml > built-in defaults.

      Examples:
        scaffold init --author "Jane Appleseed" --architecture mvvm
        scaffold init --from-rambafile Rambafile
        scaffold init --xcodeproj Shop.xcodeproj --target Shop --group Shop/Features
        scaffold init --schema   # and scaffold-spec.schema.json, for editors
      """))

  @Option var author: String?
  @Option var organisation: String?
  @Option(help: "The project's name, shown to templates as project.name.") var name: String?
  @Option var architecture: Architecture?
  @Option(completion: TemplateNameCompletion.kind) var template: String?
  @Option var ui: UserInterface?
  @Option var testing: TestingLibrary?
  @Option(
    help: ArgumentHelp(
      "Spaces per indentation level of generated Swift: 4 or 2, or tabs (Xcode projects).", valueName: "spaces"))
  var indentation: String?
  @Option(help: ArgumentHelp("The longest line of generated Swift, 80 to 200.", valueName: "columns"))
  var lineLength: String?
  @Option(help: "Where new packages go.", completion: .directory) var output: String?
  @Option(help: "A package to add modules to instead.", completion: .directory) var package: String?
  @Option(name: .customLong("templates"), help: "A template folder (repeatable).", completion: .directory)
  var templateFolders: [String] = []
  @Option(help: ArgumentHelp("Convert this Generamba Rambafile's settings.", valueName: "file"), completion: .file())
  var fromRambafile: String?
  @Option(help: "Add modules to a target of this Xcode project (a .xcodeproj folder).", completion: .directory)
  var xcodeproj: String?
  @Option(help: "With --xcodeproj: the app or framework target the modules join.") var target: String?
  @Option(help: "With --xcodeproj: the test target of the modules' tests.") var testTarget: String?
  @Option(help: "With --xcodeproj: the group the modules go into, as group names from the top (Shop/Features).")
  var group: String?
  @Flag(
    inversion: .prefixedNo,
    help: "Ask for the Xcode project's target when the folder has one (default: when stdin is a terminal).")
  var interactive: Bool?
  @Flag(
    help: "Also write the spec's JSON Schema (scaffold-spec.schema.json) beside .scaffold.yml, for editors.")
  var schema = false
  @Flag(help: "Replace an existing .scaffold.yml.") var force = false
  @OptionGroup var verbosityFlags: VerbosityOptions

  func validate() throws {
    if output != nil && package != nil { throw ValidationError("--output and --package exclude each other; pick one") }
    if xcodeproj == nil && (target != nil || testTarget != nil || group != nil) {
      throw ValidationError("--target, --test-target and --group go with --xcodeproj")
    }
    if xcodeproj != nil && target == nil {
      throw ValidationError("--xcodeproj needs --target: the target modules join")
    }
    if xcodeproj != nil && package != nil { throw ValidationError("--xcodeproj and --package exclude each other") }
  }

  func run() throws {
    try Terminal.reportingErrors(verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      var flags = ProjectConfiguration()
      (flags.author, flags.organisation, flags.name, flags.template) = (author, organisation, name, template)
      flags.architecture = architecture.map { Located($0.rawValue) }
      flags.ui = ui.map { Located($0.rawValue) }
      flags.testing = testing.map { Located($0.rawValue) }
      (flags.output, flags.package, flags.templates) = (output, package, templateFolders)
      flags.indentation = indentation.map { Located($0) }
      flags.lineLength = lineLength.map { Located($0) }
      (flags.xcodeproj, flags.target, flags.testTarget, flags.group) = (xcodeproj, target, testTarget, group)
      var initializer = ProjectInitializer(flags: flags, rambafile: fromRambafile, force: force)
      initializer.writesSchema = schema
      var (configuration, notes, rambafileTemplates) = try initializer.configuration()
      notes.forEach(Terminal.printNote)
      let questions = XcodeInitQuestions(
        readAnswer: { Swift.readLine() }, write: { FileHandle.standardError.write(Data($0.utf8)) })
      if let note = try initializer.settingXcodeKeys(
        of: &configuration, in: Terminal.workingFolder,
        questions: interactive ?? (isatty(STDIN_FILENO) == 1) ? questions : nil)
      {
        Terminal.printNote(note)
      }
      try initializer.importingRambafileTemplates(
        rambafileTemplates, into: &configuration, environment: Terminal.environment
      ).forEach(Terminal.printNote)
      let (plan, shown) = try initializer.write(configuration)
      if verbosityFlags.quiet { return }
      let wrote = Set(plan.writes.map(\.path))
      print(wrote.contains(ProjectConfiguration.fileName) ? "Wrote \(shown):" : "\(shown) is up to date.")
      print(configuration.yamlText, terminator: "")
      guard schema else { return }
      let schemaShown = shown.dropLast(ProjectConfiguration.fileName.count) + SpecSchemaFile.defaultPath
      print(
        wrote.contains(SpecSchemaFile.defaultPath) ? "Wrote \(schemaShown)." : "\(schemaShown) is up to date.",
        "A spec beside it turns on completion in editors with this first line:")
      print(SpecSchema.modeline(schemaAt: SpecSchemaFile.defaultPath))
    }
  }
}
