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
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold templates import-generamba ~/generamba/swifty_viper -o Templates
        scaffold templates import-generamba ~/generamba-catalog --name swifty_viper
      Every construct that cannot be converted, in every template, is listed with its file, line
      and column; then nothing is written. See docs/generamba.md.
      """))

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

  @Option(
    name: .customLong("as"),
    help: ArgumentHelp(
      "Import the template under this name instead of its own (one template: with a catalog, add --name).",
      valueName: "name"))
  var renamed: String?

  @Flag(
    help:
      "Import a template whose name a built-in or another template has, all the same: it takes the name, and overwrites a template of that name in the output folder."
  )
  var replace = false

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
    if replace && skipExisting { throw ValidationError("--replace overwrites, and --skip-existing keeps; pick one") }
    if diff && !dryRun { throw ValidationError("--diff shows what --dry-run would write; add --dry-run") }
    if let renamed, GenerambaImport.templateName(renamed) != renamed {
      throw ValidationError(
        "--as \(renamed) cannot name a template; use letters, digits, '_' and '-', as in \(GenerambaImport.templateName(renamed))"
      )
    }
  }

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let catalog = GenerambaCatalogImport(
        path: path, name: name, architecture: architecture, dropDates: dropDates,
        policy: force || replace ? .overwrite : skipExisting ? .skipExisting : .refuse, renamed: renamed)
      let (templates, skipped) = try catalog.convert()
      skipped.forEach(Terminal.printNote)
      if !replace { try catalog.refuseShadowing(of: templates, in: parent, lookup: setup.generator.library.folders) }
      let plans = try catalog.plans(of: templates, in: parent)
      if dryRun {
        // What a run would write, and the conflicts it would refuse (listed here, then refused).
        print(
          GenerambaCatalogImport.dryRunReport(
            zip(templates.map(\.manifest.name), plans.map(\.plan)).map { ($0, $1) }, json: lookup.json, diff: diff,
            workingFolder: Terminal.workingFolder), terminator: "")
      }
      try catalog.refuseConflicts(of: templates, plans: plans, in: parent)
      if dryRun {
        templates.flatMap(\.notes).forEach(Terminal.printNote)
        return
      }
      for (_, plan) in plans { try ChangeWriter().apply(plan) }
      if !lookup.json { templates.flatMap(\.notes).forEach(Terminal.printNote) }
      if verbosityFlags.quiet && !lookup.json { return }
      print(
        GenerambaCatalogImport.writtenReport(templates, roots: plans.map(\.root), parent: parent, json: lookup.json),
        terminator: "")
    }
  }
}
