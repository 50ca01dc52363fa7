import ArgumentParser
import Foundation
import ScaffoldKit

struct TemplatesImportGenerambaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-generamba",
    abstract: "Convert a Generamba template (a folder with a .rambaspec and Liquid files) into a Scaffold template.",
    discussion: """
      Example:
        scaffold templates import-generamba ~/generamba/swifty_viper --output Templates
      Every construct that cannot be converted is listed with its file and line; then nothing is
      written. See docs/generamba.md.
      """)

  @Argument(help: "The Generamba template folder.", completion: .directory)
  var path: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to write the template into (default: the first of .scaffold.yml's templates, else ./Templates).",
      valueName: "dir"),
    completion: .directory)
  var output: String?

  @Option(help: ArgumentHelp("The architecture the template implements.", valueName: "architecture"))
  var architecture: Architecture = .viper

  @Flag(help: "Remove {{ date }} and {{ year }} instead of printing the day each module was first generated.")
  var dropDates = false

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      let source = URL(fileURLWithPath: path, isDirectory: true)
      let folderName = source.lastPathComponent
      let converted = try GenerambaImport.convert(
        folder: try TemplateFolder.read(source, includingTests: true), folderName: folderName,
        architecture: architecture, dropDates: dropDates)
      let manifest = try Template.load(files: converted, displayPath: folderName).manifest
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let root = parent.appendingPathComponent(manifest.name, isDirectory: true)
      let files = converted.keys.sorted().map {
        GeneratedFile(path: $0, contents: converted[$0] ?? "", kind: .resource)
      }
      let plan = try ChangePlanner(policy: .refuse).plan(files, root: root, modules: [])
      try ChangeWriter().apply(plan)
      if lookup.json {
        print(ContextValue.object(["template": .string(manifest.name), "folder": .string(root.path)]).jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      print("Converted \(path) into \(root.path)/ (template '\(manifest.name)', \(files.count) files).")
      let parameters = manifest.parameters.map { "--param \($0.name)=…" }.joined(separator: " ")
      print(
        "Use it: scaffold \(architecture.rawValue) MyModule --template \(manifest.name) --templates \(parent.path) \(parameters)"
      )
    }
  }
}
