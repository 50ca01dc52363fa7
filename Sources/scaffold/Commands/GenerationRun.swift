import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// Runs a generating command's session and prints what it did.
enum GenerationRun {
  static func run(specPath: String?, commandLine: CommandLineInput, options: GenerationOptions) throws {
    var conflicted = 0
    try Terminal.reportingErrors(json: options.json, verbosity: options.verbosity) { () throws(ScaffoldError) in
      var commandLine = commandLine
      commandLine.template = options.template
      commandLine.params = options.params
      let session = GenerationSession(
        setup: try ProjectSetup(templateFolders: options.templateFolders), dryRun: options.dryRun,
        log: Terminal.activityLog, checkpoint: WriteTestHooks.checkpoint())
      let outcome = try session.generate(
        GenerateRequest(
          specPath: specPath, commandLine: commandLine, destination: options.destination,
          policy: options.policy,
          drops: RecordedModuleDrops(useCases: options.droppedUseCases, routes: options.droppedRoutes),
          inheritsSettings: !options.noInheritSettings))
      conflicted = outcome.plan.count(of: .conflicted)
      // Quiet means success is silent; JSON was asked for, so it is printed anyway.
      if options.verbosity != .quiet || options.json || conflicted > 0 {
        Terminal.printOutcome(outcome, json: options.json, diff: options.diff, text: PlanText.generation)
      }
      if !options.json, let enclosing = outcome.enclosingPackage {
        Terminal.printNote(
          "\(enclosing)/Package.swift is a package; to add the module to it instead, pass --package \(enclosing)")
      }
    }
    try Terminal.exitForConflicts(conflicted)
  }
}
