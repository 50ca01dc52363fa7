import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec

/// `scaffold update`: brings recorded modules forward to today's templates and specs, merging
/// into the files edited by hand.
struct UpdateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract: "Merge today's templates and specs into recorded modules, keeping the edits made by hand.",
    discussion: """
      Re-renders each module with its recorded spec (today's spec file when it has one), plus the
      use cases and routes given here, and merges the result into the files on disk with the
      text generated last time as the base. A file nobody edited is replaced; edits and template
      changes on different lines merge; overlapping ones are written between conflict markers,
      listed, and the command exits 3. A file deleted by hand stays deleted (unless --restore).

      Examples:
        scaffold update
        scaffold update Checkout --use-case refund --route receipt
        scaffold update --dry-run --diff
      """)

  @Argument(help: "Modules to update (default: every recorded module).")
  var modules: [String] = []

  @Option(name: .customLong("use-case"), help: ArgumentHelp("Add a use case (repeatable).", valueName: "name"))
  var useCases: [String] = []

  @Option(name: .customLong("route"), help: ArgumentHelp("Add a route (repeatable).", valueName: "name"))
  var routes: [String] = []

  @Option(
    name: .customLong("drop-use-case"),
    help: ArgumentHelp("Take away a use case the command line once added (repeatable).", valueName: "name"))
  var droppedUseCases: [String] = []

  @Option(
    name: .customLong("drop-route"),
    help: ArgumentHelp("Take away a route the command line once added (repeatable).", valueName: "name"))
  var droppedRoutes: [String] = []

  @Flag(help: "Write again the files generated before and deleted by hand since.")
  var restore = false

  @Flag(help: "Show what would be written, and the conflicts, without writing.")
  var dryRun = false

  @Flag(help: "Show the changes as unified diffs.")
  var diff = false

  @OptionGroup var project: ProjectOptions

  func run() throws {
    var conflicted = false
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let root = try project.root(holding: modules)
      if !dryRun { try InterruptedWrites.recover(around: root).forEach(Terminal.printNote) }
      let plan = try ModuleUpdater(generator: try project.setup().generator, log: Terminal.activityLog).plan(
        root: root, modules: modules, additions: CommandLineInput(useCases: useCases, routes: routes),
        drops: RecordedModuleDrops(useCases: droppedUseCases, routes: droppedRoutes), restoresDeleted: restore)
      if !dryRun {
        try ChangeWriter(log: Terminal.activityLog, checkpoint: WriteTestHooks.checkpoint()).apply(plan)
      }
      conflicted = plan.count(of: .conflicted) > 0
      let rootPath =
        project.package
        ?? RelativeDisplay.path(
          of: root, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
      if project.json {
        print(plan.report(rootPath: rootPath, written: !dryRun, includeDiffs: diff).jsonText())
        return
      }
      if project.verbosity != .quiet || conflicted {
        print(Self.describe(plan, rootPath: rootPath, dryRun: dryRun, diff: diff))
      }
      plan.notes.forEach(Terminal.printNote)
      if conflicted {
        Terminal.printNote(
          "\(plan.count(of: .conflicted)) file\(plan.count(of: .conflicted) == 1 ? " has" : "s have") conflicts: "
            + "resolve the marked parts (<<<<<<< … >>>>>>>), then 'scaffold status' shows them gone")
      }
    }
    if conflicted { throw ExitCode(Terminal.Status.conflicts) }
  }

  private static func describe(_ plan: ChangePlan, rootPath: String, dryRun: Bool, diff: Bool) -> String {
    var lines = [dryRun ? "Plan for \(rootPath)/ (--dry-run: nothing was written):" : "Updated \(rootPath)/:"]
    let width = plan.actionColumnWidth
    for file in plan.files where file.action != .unchanged {
      lines.append("  \(file.action.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(file.path)")
    }
    lines += plan.manifestEdits.map { "  Package.swift: \($0.description)" }
    var text = lines.joined(separator: "\n") + "\n"
    if diff {
      for file in plan.files where file.action != .unchanged {
        text += UnifiedDiff.text(old: file.existing, new: file.contents, path: file.path)
      }
    }
    let counts = FileAction.allCases.compactMap { action in
      plan.count(of: action) == 0 ? nil : "\(plan.count(of: action)) \(action.rawValue)"
    }
    return text + counts.joined(separator: ", ")
  }
}
