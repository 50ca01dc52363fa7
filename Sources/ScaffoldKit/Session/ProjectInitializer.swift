import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldSpec

/// `scaffold init`: the project's `.scaffold.yml`, from a Generamba Rambafile's settings (if
/// any) under the command's flags, written beside the Rambafile or in the working folder.
public struct ProjectInitializer: Sendable {
  /// The settings the flags give; a key left `nil` (or no `templates`) keeps the Rambafile's.
  public var flags: ProjectConfiguration
  /// `--from-rambafile`.
  public var rambafile: String?
  /// `--force`: replace an existing `.scaffold.yml`.
  public var force: Bool
  /// `--schema`: also write the spec's JSON Schema beside `.scaffold.yml`
  /// (`SpecSchemaFile.defaultPath`), for editors to complete spec files.
  public var writesSchema = false

  public init(flags: ProjectConfiguration, rambafile: String?, force: Bool) {
    self.flags = flags
    self.rambafile = rambafile
    self.force = force
  }

  /// The Rambafile's settings (and what the user should know about them) under the flags', and
  /// the templates it lists, which `importingRambafileTemplates` brings in.
  public func configuration() throws(ScaffoldError)
    -> (configuration: ProjectConfiguration, notes: [String], templates: [RambafileTemplate])
  {
    var configuration = ProjectConfiguration()
    var notes: [String] = []
    var templates: [RambafileTemplate] = []
    if let rambafile {
      let imported = try GenerambaImport.rambafile(try SpecFile.read(atPath: rambafile), file: rambafile)
      (configuration, notes, templates) = (imported.configuration, imported.notes, imported.templates)
    }
    configuration.author = flags.author ?? configuration.author
    configuration.organisation = flags.organisation ?? configuration.organisation
    configuration.name = flags.name ?? configuration.name
    configuration.architecture = flags.architecture ?? configuration.architecture
    configuration.template = flags.template ?? configuration.template
    configuration.ui = flags.ui ?? configuration.ui
    configuration.testing = flags.testing ?? configuration.testing
    configuration.output = flags.output ?? configuration.output
    configuration.indentation = flags.indentation ?? configuration.indentation
    configuration.lineLength = flags.lineLength ?? configuration.lineLength
    configuration.package = flags.package ?? configuration.package
    if !flags.templates.isEmpty { configuration.templates = flags.templates }
    return (configuration, notes, templates)
  }

  /// The Rambafile's folder as typed (empty for the working folder): Generamba's project root,
  /// which its paths are relative to, and where `.scaffold.yml` is written.
  var rambafileFolder: String {
    rambafile.map { ($0 as NSString).deletingLastPathComponent } ?? ""
  }

  /// `rambafileFolder` as a URL.
  var rambafileFolderURL: URL {
    URL(fileURLWithPath: rambafileFolder.isEmpty ? "." : rambafileFolder, isDirectory: true)
  }

  /// `xcodeproj`, `target`, `testTarget` and `group` from the flags, checked against the
  /// project; else, for a project in `folder`, from the user's answers to `questions` (`nil`:
  /// no one to ask). Returns a note on how to name the project when it was not asked.
  public func settingXcodeKeys(
    of configuration: inout ProjectConfiguration, in folder: URL, questions: XcodeInitQuestions?
  ) throws(ScaffoldError) -> String? {
    if let xcodeproj = flags.xcodeproj, let target = flags.target {
      try XcodeProjectOffer.read(xcodeproj, in: folder).check(
        target: target, testTarget: flags.testTarget, group: flags.group)
      (configuration.xcodeproj, configuration.target) = (xcodeproj, target)
      (configuration.testTarget, configuration.group) = (flags.testTarget, flags.group)
      return nil
    }
    if let xcodeproj = configuration.xcodeproj, let target = configuration.target {
      return try checkingRambafileProject(of: &configuration, xcodeproj: xcodeproj, target: target)
    }
    guard configuration.xcodeproj == nil, flags.package == nil, configuration.package == nil else { return nil }
    let offers = XcodeProjectOffer.find(in: folder)
    guard let offer = offers.first else { return nil }
    guard let questions else {
      let targets = offer.codeTargets.map(\.name).joined(separator: "|")
      return "\(offer.path) is here; for modules in one of its targets: "
        + "scaffold init --xcodeproj \(offer.path) --target <\(targets)>"
    }
    guard let answers = questions.ask(offers) else { return nil }
    (configuration.xcodeproj, configuration.target) = (answers.xcodeproj, answers.target)
    (configuration.testTarget, configuration.group) = (answers.testTarget, answers.group)
    return nil
  }

  /// The Rambafile's project and targets, checked as the flags' are (relative to the Rambafile's
  /// folder, as its paths are). Generamba creates a missing group, and Scaffold does not: a
  /// `project_group_path` the project lacks is left out, with a note.
  private func checkingRambafileProject(
    of configuration: inout ProjectConfiguration, xcodeproj: String, target: String
  ) throws(ScaffoldError) -> String? {
    let offer = try XcodeProjectOffer.read(xcodeproj, in: rambafileFolderURL)
    try offer.check(target: target, testTarget: configuration.testTarget, group: nil)
    guard let group = configuration.group else { return nil }
    do {
      try offer.check(target: target, testTarget: nil, group: group)
      return nil
    } catch {
      configuration.group = nil
      return "the Rambafile's group '\(group)' is not in \(xcodeproj), so .scaffold.yml names none: "
        + "modules go to the target's default group (docs/xcode.md), or add the group in Xcode and set 'group:'"
    }
  }

  /// Writes `configuration` (and, with `writesSchema`, the spec's schema), checked as a later
  /// command would read it, and returns the plan and `.scaffold.yml`'s path as shown to the user.
  public func write(_ configuration: ProjectConfiguration) throws(ScaffoldError) -> (plan: ChangePlan, shown: String) {
    // What a later command would refuse to read (an indentation of 3) is refused now.
    try CodeStyleRules.validate(indentation: configuration.indentation, lineLength: configuration.lineLength)
    // Beside the Rambafile, whose paths are relative to its folder (Generamba's project root),
    // so they stay true, and every command run in that folder or below finds the file.
    let root = rambafileFolderURL
    let shown =
      rambafileFolder.isEmpty ? ProjectConfiguration.fileName : "\(rambafileFolder)/\(ProjectConfiguration.fileName)"
    try refuseFlagPathsOutside(root)
    let file = GeneratedFile(path: ProjectConfiguration.fileName, contents: configuration.yamlText, kind: .resource)
    let files = [file] + (writesSchema ? [SpecSchemaFile.file(at: SpecSchemaFile.defaultPath)] : [])
    let plan = try ChangePlanner(policy: force ? .overwrite : .refuse).plan(files, root: root, modules: [])
    try ChangeWriter().apply(plan)
    return (plan, shown)
  }

  /// On another command, `--output ~/Modules` is the user's choice for that run; written into
  /// `.scaffold.yml` it becomes a path read from a file, which every later command would refuse.
  private func refuseFlagPathsOutside(_ root: URL) throws(ScaffoldError) {
    let flagged =
      [("--output", flags.output), ("--package", flags.package)] + flags.templates.map { ("--templates", $0) }
    let diagnostics = flagged.compactMap { flag, path -> Diagnostic? in
      guard let path, let problem = ProjectPathRule.problem(with: path, in: root) else { return nil }
      return Diagnostic(
        "\(flag) '\(path)' \(problem), and .scaffold.yml keeps only paths inside the project", at: nil,
        hint: "pass a path inside this folder, or pass \(flag) to each command instead")
    }
    if !diagnostics.isEmpty { throw .invalidSpec(diagnostics) }
  }
}
