import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// `scaffold remove <Name>`: the inverse of generating a module.
struct RemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove a generated module: its unedited files, its record, its targets and product.",
    discussion: HelpText.reflowed(
      """
      Files edited since generation are kept and listed, unless --force. Refuses when another
      target of the package depends on the module.

      Examples:
        scaffold remove Login --dry-run
        scaffold remove Login --package Packages/Features --force
        scaffold remove Settings --xcodeproj App.xcodeproj
      """))

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
      try project.checkPlacement(of: [name], root: try project.root(holding: [name]))
      let outcome = try project.session(dryRun: dryRun).remove(
        RemoveRequest(package: project.package, module: name, force: force))
      guard let removal = outcome.removal else { return }
      if project.json {
        print(removal.report(rootPath: outcome.rootPath, removed: outcome.written, includeDiffs: diff).jsonText())
      } else if project.verbosity != .quiet {
        print(
          PlanText.removal(removal, rootPath: outcome.rootPath, removed: outcome.written, diff: diff), terminator: "")
      }
    }
  }
}
