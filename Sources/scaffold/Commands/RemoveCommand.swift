import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

/// `scaffold remove <Name>`: the inverse of generating a module.
struct RemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove a generated module: its unedited files, its record, its targets and product.",
    discussion: """
      Files edited since generation are kept and listed, unless --force. Refuses when another
      target of the package depends on the module.

      Examples:
        scaffold remove Login --dry-run
        scaffold remove Login --package Packages/Features --force
      """)

  @Argument(help: "The module to remove.")
  var name: String

  @Flag(help: "Delete edited files too.")
  var force = false

  @Flag(help: "Print what would be removed and change nothing.")
  var dryRun = false

  @Flag(help: "With --dry-run, print the manifest edit as a unified diff.")
  var diff = false

  @OptionGroup var project: ProjectOptions

  func run() throws {
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let root = try project.root(holding: [name])
      let remover = ModuleRemover(
        generator: try project.setup().generator, log: Terminal.activityLog, checkpoint: WriteTestHooks.checkpoint())
      // A run killed while writing here is undone before the removal is planned (said on stderr).
      if !dryRun { try InterruptedWrites.recover(around: root).forEach(Terminal.printNote) }
      let plan = try remover.plan(module: name, root: root, force: force)
      if !dryRun { try remover.apply(plan) }
      let rootPath =
        project.package ?? PackageLocator.enclosingProject()
        ?? RelativeDisplay.path(
          of: root, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
      if project.json {
        print(plan.report(rootPath: rootPath, removed: !dryRun, includeDiffs: diff).jsonText())
        return
      }
      if project.verbosity == .quiet { return }
      print(
        dryRun
          ? "Plan to remove \(name) from \(rootPath)/ (--dry-run: nothing was changed):"
          : "Removed \(name) from \(rootPath)/:")
      for path in plan.deletions { print("  delete  \(path)") }
      for path in plan.keptEdited { print("  keep    \(path) (edited since generation; --force deletes it)") }
      for path in plan.missing { print("  gone    \(path) (already deleted)") }
      for edit in plan.manifestEdits { print("  Package.swift: \(edit.description)") }
      if plan.manifestPath != "Package.swift", plan.manifest != nil {
        print("  \(plan.manifestPath): the module's groups, file references and build files taken out")
      }
      if diff, let manifest = plan.manifest {
        print(UnifiedDiff.text(old: manifest.old, new: manifest.new, path: plan.manifestPath), terminator: "")
      }
    }
  }
}
