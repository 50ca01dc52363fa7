import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

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

  @Option(
    help: ArgumentHelp(
      "The architecture the templates implement (default: the one each template's name suggests, else viper).",
      valueName: "architecture"))
  var architecture: Architecture?

  @Flag(help: "Remove {{ date }} and {{ year }} instead of printing the day each module was first generated.")
  var dropDates = false

  @Flag(help: "Overwrite files of an earlier import (your edits to them are lost).")
  var force = false

  @Flag(help: "Keep the files of an earlier import that differ, and write the rest.")
  var skipExisting = false

  @Flag(help: "Print what each file would get (create, overwrite, unchanged, conflict or skip); write nothing.")
  var dryRun = false

  @Flag(help: "With --dry-run, print a unified diff of every file an earlier import would see change.")
  var diff = false

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func validate() throws {
    if force && skipExisting { throw ValidationError("--force and --skip-existing exclude each other") }
    if diff && !dryRun { throw ValidationError("--diff shows what --dry-run would write; add --dry-run") }
  }

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
        let policy: ConflictPolicy = force ? .overwrite : skipExisting ? .skipExisting : .refuse
        return (root, try ChangePlanner(policy: policy).plan(files, root: root, modules: []))
      }
      if dryRun { printPlans(zip(templates.map(\.manifest.name), plans.map(\.1))) }
      // Every conflict of every template, with a hint naming this command's options.
      let conflicts = zip(templates, plans).flatMap { template, plan in
        plan.1.conflicts.map { "\(template.manifest.name)/\($0.path)" }
      }
      guard conflicts.isEmpty else {
        throw .conflicts(
          root: parent.path, paths: conflicts,
          hint:
            "--force overwrites them (edits to the imported templates are lost), --skip-existing keeps them and writes the rest"
        )
      }
      if dryRun {
        templates.flatMap(\.notes).forEach(Terminal.printNote)
        return
      }
      for (_, plan) in plans { try ChangeWriter().apply(plan) }
      if lookup.json {
        let list = zip(templates, plans).map { template, plan in
          ContextValue.object(["template": .string(template.manifest.name), "folder": .string(plan.0.path)])
        }
        print(ContextValue.object(["templates": .list(list)]).jsonText())
        return
      }
      templates.flatMap(\.notes).forEach(Terminal.printNote)
      if verbosityFlags.quiet { return }
      for (template, (root, _)) in zip(templates, plans) {
        let manifest = template.manifest
        print(
          "Converted \(template.display) into \(root.path)/ (template '\(manifest.name)', \(template.files.count) files)."
        )
        let parameters = manifest.parameters.map { " --param \($0.name)=…" }.joined()
        print(
          "Use it: scaffold \(manifest.architecture.rawValue) MyModule --template \(manifest.name) --templates \(parent.path)\(parameters)"
        )
      }
    }
  }

  /// The plan of each template, for `--dry-run`: what a run would write, and the conflicts it
  /// would refuse (listed here, then refused as a real run refuses them).
  private func printPlans(_ plans: Zip2Sequence<[String], [ChangePlan]>) {
    if lookup.json {
      let list = plans.map { name, plan in
        ContextValue.object([
          "template": .string(name),
          "plan": plan.report(rootPath: plan.root.path, written: false, includeDiffs: diff),
        ])
      }
      print(ContextValue.object(["templates": .list(list)]).jsonText())
      return
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    for (name, plan) in plans {
      let folder = RelativePath.display(of: plan.root, from: current)
      print(PlanText.templateImport(plan, name: name, folder: folder, diff: diff), terminator: "")
    }
  }

  /// Converts every template, listing every problem of all of them at once; two templates that
  /// would be written under one name are refused too.
  private func convert(_ entries: [GenerambaCatalog.Entry]) throws(ScaffoldError) -> [(
    display: String, files: [String: String], manifest: TemplateManifest, notes: [String]
  )] {
    var templates: [(display: String, files: [String: String], manifest: TemplateManifest, notes: [String])] = []
    var problems: [Diagnostic] = []
    // A catalog, as opposed to one template named by its folder, its .rambaspec or --name.
    // A catalog's templates are its subfolders; a template folder or a .rambaspec is not one.
    let isCatalog =
      name == nil
      && entries.allSatisfy {
        $0.folder.standardizedFileURL.deletingLastPathComponent().path
          == URL(fileURLWithPath: path).standardizedFileURL.path
      }
    var skipped: [String] = []
    var objectiveCProblems: [Diagnostic] = []
    for entry in entries {
      let specName = (entry.specName as NSString).deletingPathExtension
      let suggested = GenerambaImport.architecture(suggestedBy: entry.folderName, specName)
      do throws(ScaffoldError) {
        let (files, notes) = try GenerambaImport.conversion(
          folder: try TemplateFolder.read(entry.folder, includingTests: true), folderName: entry.folderName,
          architecture: architecture ?? suggested, dropDates: dropDates, specName: entry.specName,
          displayPath: entry.display)
        let manifest = try Template.load(files: files, displayPath: entry.display).manifest
        if let other = templates.first(where: { $0.manifest.name == manifest.name }) {
          problems.append(
            Diagnostic(
              "\(entry.display) and \(other.display) are both named '\(manifest.name)'", at: nil,
              hint: "import them one at a time with --name and different --output folders"))
        }
        let guessed =
          architecture == nil
          ? [
            "\(entry.display): imported as \(suggested.rawValue), as its name suggests; if it implements another architecture, import it again with --architecture"
          ]
          : []
        templates.append((entry.display, files, manifest, guessed + notes))
      } catch {
        guard case .invalidTemplate(let diagnostics) = error else { throw error }
        if isCatalog, let objectiveC = diagnostics.first(where: GenerambaImport.refusesObjectiveC) {
          // One Objective-C template of a catalog does not keep its Swift ones from being imported.
          skipped.append(
            "\(objectiveC.location.map { "\($0): " } ?? "")skipped \(entry.display): it is an Objective-C template, and Scaffold generates Swift packages; keep generating it with Generamba, or write a Swift version and import that"
          )
          objectiveCProblems.append(objectiveC)
          continue
        }
        problems += diagnostics
      }
    }
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    // A catalog of Objective-C templates only has nothing to import.
    guard !templates.isEmpty else { throw .invalidTemplate(objectiveCProblems) }
    skipped.forEach(Terminal.printNote)
    return templates
  }
}
