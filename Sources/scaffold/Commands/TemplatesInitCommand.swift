import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

struct TemplatesInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Create a template as a copy of another (a built-in by default), to edit.",
    discussion: """
      Example:
        scaffold templates init viper-coordinator --from viper --output Templates
      The new folder holds the copy, renamed, and tests/Sample.yml for 'scaffold templates test'.
      """)

  @Argument(help: "The new template's name (its folder's name too).")
  var name: String

  @Option(help: ArgumentHelp("The template to copy.", valueName: "template"), completion: TemplateNameCompletion.kind)
  var from: String = "viper"

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to create it in (default: the first of .scaffold.yml's templates, else ./Templates).",
      valueName: "dir"),
    completion: .directory)
  var output: String?

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      var collector = [Diagnostic]()
      if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
        collector.append(
          Diagnostic("template name '\(name)' cannot be a folder name", at: nil, hint: "use letters, digits and '-'"))
      }
      guard collector.isEmpty else { throw .invalidSpec(collector) }
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let base = try setup.generator.library.template(named: from)
      let baseFiles: [String: String]
      if base.isBuiltIn, let architecture = Architecture(rawValue: from) {
        baseFiles = Template.builtInFiles(architecture)
      } else {
        baseFiles = try TemplateFolder.selfContained(URL(fileURLWithPath: base.displayPath, isDirectory: true))
      }
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let root = parent.appendingPathComponent(name, isDirectory: true)
      if FileManager.default.fileExists(atPath: root.path) { throw .outputExists(path: root.path) }
      let files = try TemplateStarter.files(name: name, base: baseFiles)
      let plan = try ChangePlanner(policy: .refuse).plan(files, root: root, modules: [])
      try ChangeWriter().apply(plan)
      if lookup.json {
        print(
          ContextValue.object(["template": .string(name), "folder": .string(root.path), "files": .int(files.count)])
            .jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      print("Created \(root.path)/ from \(from) (\(files.count) files).")
      print("Next: edit it, then scaffold templates lint \(root.path) && scaffold templates test \(root.path) --record")
    }
  }
}
