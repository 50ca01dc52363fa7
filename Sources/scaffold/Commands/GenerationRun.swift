import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// Runs the whole pipeline for a generating command and reports the result.
enum GenerationRun {
  static func run(specPath: String?, commandLine: CommandLineInput, options: ModuleOptions) throws {
    let verbosity = options.verbosityFlags.verbosity
    var conflicted = 0
    try Terminal.reportingErrors(json: options.json, verbosity: verbosity) { () throws(ScaffoldError) in
      let setup = try ProjectSetup(templateFolders: options.templateFolders)
      let generator = setup.generator
      var commandLine = commandLine
      commandLine.template = options.template
      commandLine.params = options.params
      var destination = options.destination(configuration: setup.configuration)
      func load(into destination: Destination) throws(ScaffoldError) -> GenerationInput {
        // An app target's modules are recorded like a package's: a route may name one of them.
        let addingToPackage: Bool
        switch destination {
        case .existingPackage, .xcodeProject: addingToPackage = true
        default: addingToPackage = false
        }
        return try GenerationInput.load(
          specPath: specPath,
          commandLine: try RecordedRerun.validationCommandLine(
            commandLine, specPath: specPath, destination: destination, generator: generator),
          generator: generator, addingToPackage: addingToPackage, configuration: setup.configuration,
          scope: try ModuleScope.of(destination))
      }
      var input = try load(into: destination)
      // No destination named, but the modules were generated here into an Xcode target: there again.
      if options.namesNoDestination(configuration: setup.configuration),
        let recorded = try RecordedXcodeDestination.of(
          input.modules.map(\.name.pascal), root: URL(fileURLWithPath: ".", isDirectory: true).standardizedFileURL)
      {
        destination = .xcodeProject(recorded)
        input = try load(into: destination)
      }
      var addingToPackage = false
      if case .existingPackage = destination { addingToPackage = true }
      if case .xcodeProject = destination { addingToPackage = true }
      for module in input.modules {
        let template = try generator.template(for: module)
        Terminal.printStep(
          "\(module.name.pascal): \(module.architecture.rawValue), template '\(template.manifest.name)' from "
            + (template.isBuiltIn ? "the built-ins" : template.displayPath))
      }
      let (request, continued) = try RecordedRerun.continuing(
        GenerationRequest(
          modules: input.modules, destination: destination, policy: options.policy,
          packageName: input.packageName, specFile: specPath.map { URL(fileURLWithPath: $0) },
          commandLine: commandLine),
        commandLine: commandLine,
        drops: RecordedModuleDrops(useCases: options.droppedUseCases, routes: options.droppedRoutes),
        generator: generator)
      // A run killed while writing here is undone first, so the plan is made against the
      // package as it was before it.
      // Said at once, as it is done even if this run then fails; in the JSON with the other notes.
      let undone = options.dryRun ? [] : try InterruptedWrites.recover(around: request.root)
      if !options.json { undone.forEach(Terminal.printNote) }
      var plan = try GenerationPlanner(generator: generator, log: Terminal.activityLog).plan(request)
      plan.notes = (options.json ? undone : []) + (continued.map { [$0] } ?? []) + plan.notes
      // Said before anything is written: a run that deletes files should never surprise.
      if !options.dryRun, !options.json, let deletion = plan.deletionNote {
        Terminal.printNote(deletion)
      }
      let printer = PlanPrinter(options: options, destination: destination)
      if !options.dryRun {
        do throws(ScaffoldError) {
          try ChangeWriter(log: Terminal.activityLog, checkpoint: WriteTestHooks.checkpoint()).apply(plan)
        } catch {
          // Name the conflicting files as the user named the folder, not by absolute path.
          if case .conflicts(_, let paths, let hint) = error {
            throw .conflicts(root: printer.displayPath(of: plan), paths: paths, hint: hint)
          }
          throw error
        }
      }
      conflicted = plan.count(of: .conflicted)
      // Quiet means success is silent; JSON was asked for, so it is printed anyway.
      if verbosity != .quiet || options.json || conflicted > 0 { printer.print(plan) }
      if !options.json { plan.notes.forEach(Terminal.printNote) }
      if plan.createsRoot && !addingToPackage && !options.json,
        let enclosing = PackageLocator.enclosingPackage(of: plan.root.deletingLastPathComponent())
      {
        Terminal.printNote(
          "\(enclosing)/Package.swift is a package; to add the module to it instead, pass --package \(enclosing)")
      }
    }
    if conflicted > 0 {
      Terminal.printNote(
        "\(conflicted) file\(conflicted == 1 ? " has" : "s have") conflicts: resolve the marked parts "
          + "(<<<<<<< … >>>>>>>), then 'scaffold status' shows them gone")
      throw ExitCode(Terminal.Status.conflicts)
    }
  }
}
