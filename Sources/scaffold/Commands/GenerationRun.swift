import ArgumentParser
import Foundation
import ScaffoldKit

/// Runs the whole pipeline for a generating command and reports the result.
enum GenerationRun {
  static func run(specPath: String?, commandLine: CommandLineInput, options: ModuleOptions) throws {
    let generator = ModuleGenerator()
    try Terminal.reportingErrors(json: options.json) { () throws(ScaffoldError) in
      let input = try GenerationInput.load(
        specPath: specPath, commandLine: commandLine, generator: generator, addingToPackage: options.package != nil)
      let request = GenerationRequest(
        modules: input.modules, destination: options.destination, policy: options.policy,
        packageName: input.packageName, specFile: specPath.map { URL(fileURLWithPath: $0) },
        commandLine: commandLine)
      let plan = try GenerationPlanner(generator: generator).plan(request)
      let printer = PlanPrinter(options: options)
      if !options.dryRun {
        do throws(ScaffoldError) {
          try ChangeWriter().apply(plan)
        } catch {
          // Name the conflicting files as the user named the folder, not by absolute path.
          if case .conflicts(_, let paths) = error, paths != ["."] {
            throw .conflicts(root: printer.displayPath(of: plan), paths: paths)
          }
          throw error
        }
      }
      printer.print(plan)
      if !options.json { plan.notes.forEach(Terminal.printNote) }
      if plan.createsRoot && options.package == nil && !options.json, let enclosing = PackageLocator.enclosingPackage()
      {
        Terminal.printNote(
          "\(enclosing)/Package.swift is a package; to add the module to it instead, pass --package \(enclosing)")
      }
    }
  }
}
