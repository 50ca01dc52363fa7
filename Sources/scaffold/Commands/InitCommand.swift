import ArgumentParser
import Foundation
import ScaffoldKit

/// `scaffold init`: writes `.scaffold.yml` from flags (never prompts), or from a Rambafile.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write the project's .scaffold.yml from flags, or from a Generamba Rambafile.",
    discussion: """
      Examples:
        scaffold init --author "Jane Appleseed" --organisation "Example Inc." --architecture mvvm --templates Templates
        scaffold init --from-rambafile Rambafile
      Precedence when generating: command line > spec > .scaffold.yml > built-in defaults.
      """)

  @Option var author: String?
  @Option var organisation: String?
  @Option(help: "The project's name, shown to templates as project.name.") var name: String?
  @Option var architecture: Architecture?
  @Option(completion: TemplateNameCompletion.kind) var template: String?
  @Option var ui: UserInterface?
  @Option var testing: TestingLibrary?
  @Option(help: ArgumentHelp("Spaces per indentation level of generated Swift: 4 or 2.", valueName: "spaces"))
  var indentation: String?
  @Option(help: ArgumentHelp("The longest line of generated Swift, 80 to 200.", valueName: "columns"))
  var lineLength: String?
  @Option(help: "Where new packages go.", completion: .directory) var output: String?
  @Option(help: "A package to add modules to instead.", completion: .directory) var package: String?
  @Option(name: .customLong("templates"), help: "A template folder (repeatable).", completion: .directory)
  var templateFolders: [String] = []
  @Option(help: ArgumentHelp("Convert this Generamba Rambafile's settings.", valueName: "file"), completion: .file())
  var fromRambafile: String?
  @Flag(help: "Replace an existing .scaffold.yml.") var force = false
  @OptionGroup var verbosityFlags: VerbosityOptions

  func validate() throws {
    if output != nil && package != nil { throw ValidationError("--output and --package exclude each other; pick one") }
  }

  func run() throws {
    try Terminal.reportingErrors(verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      var configuration = ProjectConfiguration()
      if let fromRambafile {
        let imported = try GenerambaImport.rambafile(try SpecFile.read(atPath: fromRambafile), file: fromRambafile)
        imported.notes.forEach(Terminal.printNote)
        configuration = imported.configuration
      }
      configuration.author = author ?? configuration.author
      configuration.organisation = organisation ?? configuration.organisation
      configuration.name = name ?? configuration.name
      configuration.architecture = architecture.map { Located($0.rawValue) } ?? configuration.architecture
      configuration.template = template ?? configuration.template
      configuration.ui = ui.map { Located($0.rawValue) } ?? configuration.ui
      configuration.testing = testing.map { Located($0.rawValue) } ?? configuration.testing
      configuration.output = output ?? configuration.output
      configuration.indentation = indentation.map { Located($0) } ?? configuration.indentation
      configuration.lineLength = lineLength.map { Located($0) } ?? configuration.lineLength
      configuration.package = package ?? configuration.package
      if !templateFolders.isEmpty { configuration.templates = templateFolders }
      // What a later command would refuse to read (an indentation of 3) is refused now.
      try CodeStyleRules.validate(indentation: configuration.indentation, lineLength: configuration.lineLength)
      // Beside the Rambafile, whose paths are relative to its folder (Generamba's project root),
      // so they stay true, and every command run in that folder or below finds the file.
      let folder = fromRambafile.map { ($0 as NSString).deletingLastPathComponent } ?? ""
      let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder, isDirectory: true)
      let shown = folder.isEmpty ? ProjectConfiguration.fileName : "\(folder)/\(ProjectConfiguration.fileName)"
      let file = GeneratedFile(path: ProjectConfiguration.fileName, contents: configuration.yamlText, kind: .resource)
      let plan = try ChangePlanner(policy: force ? .overwrite : .refuse).plan([file], root: root, modules: [])
      try ChangeWriter().apply(plan)
      if verbosityFlags.quiet { return }
      print(
        plan.writes.isEmpty
          ? "\(shown) is up to date." : "Wrote \(shown):")
      print(configuration.yamlText, terminator: "")
    }
  }
}
