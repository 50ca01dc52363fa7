import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// `scaffold update`: brings recorded modules forward to today's templates and specs, merging
/// into the files edited by hand.
struct UpdateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract: "Merge today's templates and specs into recorded modules, keeping the edits made by hand.",
    discussion: HelpText.reflowed(
      """
      Re-renders each module with its recorded spec (today's spec file when it has one), plus the
      use cases and routes given here, and merges the result into the files on disk with the
      text generated last time as the base. A file nobody edited is replaced; edits and template
      changes on different lines merge; overlapping ones are written between conflict markers,
      listed, and the command exits 3. A file deleted by hand stays deleted (unless --restore).

      Examples:
        scaffold update
        scaffold update Checkout --use-case refund --route receipt
        scaffold update --dry-run --diff
      """))

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
    var conflicted = 0
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      try project.checkPlacement(of: modules, root: try project.root(holding: modules))
      let outcome = try project.session(dryRun: dryRun).update(
        UpdateRequest(
          package: project.package, modules: modules, additions: CommandLineInput(useCases: useCases, routes: routes),
          drops: RecordedModuleDrops(useCases: droppedUseCases, routes: droppedRoutes), restoresDeleted: restore))
      conflicted = outcome.plan.count(of: .conflicted)
      if project.verbosity != .quiet || project.json || conflicted > 0 {
        Terminal.printOutcome(outcome, json: project.json, diff: diff, text: PlanText.update)
      }
    }
    try Terminal.exitForConflicts(conflicted)
  }
}
