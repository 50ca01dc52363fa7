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
    discussion: """
      Examples:
        scaffold init --author "Jane Appleseed" --organisation "Example Inc." --architecture mvvm --templates Templates
        scaffold init --from-rambafile Rambafile
        scaffold init --xcodeproj Shop.xcodeproj --target Shop --test-target ShopTests --group Shop/Features
      With an .xcodeproj in the folder and no --xcodeproj, init asks for the target, test target and group
      on a terminal (--interactive: also when answers are piped in; --no-interactive: never).
      Precedence when generating: command line > spec > .scaffold.yml > built-in defaults.
      """)

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
      try setXcodeKeys(of: &configuration)
      // What a later command would refuse to read (an indentation of 3) is refused now.
      try CodeStyleRules.validate(indentation: configuration.indentation, lineLength: configuration.lineLength)
      // Beside the Rambafile, whose paths are relative to its folder (Generamba's project root),
      // so they stay true, and every command run in that folder or below finds the file.
      let folder = fromRambafile.map { ($0 as NSString).deletingLastPathComponent } ?? ""
      let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder, isDirectory: true)
      let shown = folder.isEmpty ? ProjectConfiguration.fileName : "\(folder)/\(ProjectConfiguration.fileName)"
      try refuseFlagPathsOutside(root)
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

  /// On another command, `--output ~/Modules` is the user's choice for that run; written into
  /// `.scaffold.yml` it becomes a path read from a file, which every later command would refuse.
  private func refuseFlagPathsOutside(_ root: URL) throws(ScaffoldError) {
    let flags = [("--output", output), ("--package", package)] + templateFolders.map { ("--templates", $0) }
    let diagnostics = flags.compactMap { flag, path -> Diagnostic? in
      guard let path, let problem = ProjectPathRule.problem(with: path, in: root) else { return nil }
      return Diagnostic(
        "\(flag) '\(path)' \(problem), and .scaffold.yml keeps only paths inside the project", at: nil,
        hint: "pass a path inside this folder, or pass \(flag) to each command instead")
    }
    if !diagnostics.isEmpty { throw .invalidSpec(diagnostics) }
  }
}

extension InitCommand {
  /// `xcodeproj`, `target`, `testTarget` and `group` from the flags, checked against the project;
  /// else, for a project in the folder, from the user's answers, or a note on how to name one.
  private func setXcodeKeys(of configuration: inout ProjectConfiguration) throws(ScaffoldError) {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    if let xcodeproj, let target {
      try XcodeProjectOffer.read(xcodeproj, in: folder).check(target: target, testTarget: testTarget, group: group)
      (configuration.xcodeproj, configuration.target) = (xcodeproj, target)
      (configuration.testTarget, configuration.group) = (testTarget, group)
      return
    }
    guard configuration.xcodeproj == nil, package == nil, configuration.package == nil else { return }
    let offers = XcodeProjectOffer.find(in: folder)
    guard let offer = offers.first else { return }
    guard interactive ?? (isatty(STDIN_FILENO) == 1) else {
      let targets = offer.codeTargets.map(\.name).joined(separator: "|")
      Terminal.printNote(
        "\(offer.path) is here; for modules in one of its targets: "
          + "scaffold init --xcodeproj \(offer.path) --target <\(targets)>")
      return
    }
    guard let answers = XcodeInitQuestions().ask(offers) else { return }
    (configuration.xcodeproj, configuration.target) = (answers.xcodeproj, answers.target)
    (configuration.testTarget, configuration.group) = (answers.testTarget, answers.group)
  }
}
