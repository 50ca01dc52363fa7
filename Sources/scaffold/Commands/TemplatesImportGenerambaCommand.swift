import ArgumentParser
import Foundation
import ScaffoldKit

struct TemplatesImportGenerambaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-generamba",
    abstract: "Convert Generamba templates (a template folder, its .rambaspec, or a catalog) into Scaffold templates.",
    discussion: """
      Examples:
        scaffold templates import-generamba ~/generamba/swifty_viper --output Templates
        scaffold templates import-generamba ~/generamba-catalog --name swifty_viper
      Every construct that cannot be converted, in every template, is listed with its file, line
      and column; then nothing is written. See docs/generamba.md.
      """)

  @Argument(
    help: "A Generamba template folder, its .rambaspec file, or a catalog (a folder of template folders).",
    completion: .directory)
  var path: String

  @Option(
    help: ArgumentHelp(
      "Of a catalog, import only this template; of a folder with several .rambaspec files, read <name>.rambaspec.",
      valueName: "name"))
  var name: String?

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
      // Messages name files under the path as typed, so they can be opened from here.
      let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      let entries = try GenerambaCatalog.templates(
        at: URL(fileURLWithPath: path), display: display, name: name)
      let templates = try convert(entries)
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      // Every template is planned before any is written: one that cannot be written stops them all.
      let plans = try templates.map { template throws(ScaffoldError) in
        let root = parent.appendingPathComponent(template.manifest.name, isDirectory: true)
        let files = template.files.keys.sorted().map {
          GeneratedFile(path: $0, contents: template.files[$0] ?? "", kind: .resource)
        }
        return (root, try ChangePlanner(policy: .refuse).plan(files, root: root, modules: []))
      }
      for (_, plan) in plans { try ChangeWriter().apply(plan) }
      if lookup.json {
        let list = zip(templates, plans).map { template, plan in
          ContextValue.object(["template": .string(template.manifest.name), "folder": .string(plan.0.path)])
        }
        print(ContextValue.object(["templates": .list(list)]).jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      for (template, (root, _)) in zip(templates, plans) {
        let manifest = template.manifest
        print(
          "Converted \(template.display) into \(root.path)/ (template '\(manifest.name)', \(template.files.count) files)."
        )
        let parameters = manifest.parameters.map { "--param \($0.name)=…" }.joined(separator: " ")
        print(
          "Use it: scaffold \(architecture.rawValue) MyModule --template \(manifest.name) --templates \(parent.path) \(parameters)"
        )
      }
    }
  }

  /// Converts every template, listing every problem of all of them at once; two templates that
  /// would be written under one name are refused too.
  private func convert(_ entries: [GenerambaCatalog.Entry]) throws(ScaffoldError) -> [(
    display: String, files: [String: String], manifest: TemplateManifest
  )] {
    var templates: [(display: String, files: [String: String], manifest: TemplateManifest)] = []
    var problems: [Diagnostic] = []
    for entry in entries {
      do throws(ScaffoldError) {
        let files = try GenerambaImport.convert(
          folder: try TemplateFolder.read(entry.folder, includingTests: true), folderName: entry.folderName,
          architecture: architecture, dropDates: dropDates, specName: entry.specName, displayPath: entry.display)
        let manifest = try Template.load(files: files, displayPath: entry.display).manifest
        if let other = templates.first(where: { $0.manifest.name == manifest.name }) {
          problems.append(
            Diagnostic(
              "\(entry.display) and \(other.display) are both named '\(manifest.name)'", at: nil,
              hint: "import them one at a time with --name and different --output folders"))
        }
        templates.append((entry.display, files, manifest))
      } catch {
        guard case .invalidTemplate(let diagnostics) = error else { throw error }
        problems += diagnostics
      }
    }
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    return templates
  }
}
