import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

struct TemplatesInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Create a template that extends another (a built-in by default), to change in part.",
    discussion: HelpText.reflowed(
      """
      Example:
        scaffold templates init viper-team --from viper --output Templates
      The new folder holds template.yml ('extends: viper') and tests/Sample.yml for 'scaffold templates test'.
      Put a file or partial of viper there at the same path to change it; the rest, and later changes to
      viper, come from viper. --copy writes a whole copy instead.
      """))

  @Argument(help: "The new template's name (its folder's name too).")
  var name: String

  @Option(
    help: ArgumentHelp("The template to extend (or copy, with --copy).", valueName: "template"),
    completion: TemplateNameCompletion.kind)
  var from: String = "viper"

  @Flag(help: "Copy every file of the template, instead of extending it.")
  var copy = false

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
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let (root, fileCount) = try TemplateStarter.create(
        name: name, from: from, in: parent, library: setup.generator.library, copy: copy)
      if lookup.json {
        print(
          ContextValue.object(["template": .string(name), "folder": .string(root.path), "files": .int(fileCount)])
            .jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      print("Created \(root.path)/ \(copy ? "as a copy of" : "extending") \(from) (\(fileCount) files).")
      print("Next: edit it, then scaffold templates lint \(root.path) && scaffold templates test \(root.path) --record")
    }
  }
}
