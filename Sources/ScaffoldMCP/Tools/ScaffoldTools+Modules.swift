import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec
import ScaffoldTemplates

extension ScaffoldTools {
  /// `scaffold check`: which recorded modules today's templates and specs would change.
  func check(_ arguments: ToolArguments) throws(ToolError) -> ToolOutput {
    let modules = arguments.strings("modules")
    let folder = try recordsRoot(package: arguments.string("package"), holding: modules)
    let generator = try setup().generator
    let reports = try run { () throws(ScaffoldError) in
      let records = try ProjectSnapshot(root: folder)
      _ = try records.records(named: modules)
      return try DriftReport.check(records: records, modules: modules, generator: generator)
    }
    let diffs = arguments.bool("diffs")
    return ToolOutput(
      summary: ProjectText.check(reports, package: root.display(folder), quiet: false, diff: diffs),
      value: ProjectReports.check(reports))
  }

  /// `scaffold update`: merges today's rendering into the hand edits; conflicts are listed.
  func update(_ arguments: ToolArguments) throws(ToolError) -> ToolOutput {
    let modules = arguments.strings("modules")
    let folder = try recordsRoot(package: arguments.string("package"), holding: modules)
    let dryRun = arguments.bool("dry_run")
    let request = UpdateRequest(
      package: folder.path, modules: modules,
      additions: CommandLineInput(useCases: arguments.strings("use_cases"), routes: arguments.strings("routes")),
      restoresDeleted: arguments.bool("restore"))
    let session = try session(dryRun: dryRun)
    let outcome = try run { () throws(ScaffoldError) in try session.update(request) }
    return ToolOutput(
      summary: PlanText.update(outcome, diff: dryRun) + notes(outcome), value: outcome.report(includeDiffs: dryRun))
  }

  /// `scaffold remove`: a recorded module's files, targets and record taken out.
  func remove(_ arguments: ToolArguments) throws(ToolError) -> ToolOutput {
    let module = arguments.string("module") ?? ""
    let folder = try recordsRoot(package: arguments.string("package"), holding: [module])
    let dryRun = arguments.bool("dry_run")
    let session = try session(dryRun: dryRun)
    let outcome = try run { () throws(ScaffoldError) in
      try session.remove(
        RemoveRequest(package: folder.path, module: module, force: arguments.bool("force")))
    }
    guard let removal = outcome.removal else {
      return ToolOutput(summary: "nothing to remove", value: ["removed": false])
    }
    return ToolOutput(
      summary: PlanText.removal(removal, rootPath: outcome.rootPath, removed: outcome.written, diff: dryRun),
      value: removal.report(rootPath: outcome.rootPath, removed: outcome.written, includeDiffs: dryRun))
  }

  /// The architectures, the templates a module can be made from here, and the recorded modules.
  func list(_ arguments: ToolArguments) throws(ToolError) -> ToolOutput {
    let generator = try setup().generator
    let catalog = try run { () throws(ScaffoldError) in try ArchitectureCatalog.builtIn() }
    let templates = try run { () throws(ScaffoldError) in try generator.library.entries() }
    var statuses: [ModuleStatus] = []
    var recordsAt: String?
    // A project with no package and no records yet has no modules: not an error here.
    if let folder = try? recordsRoot(package: arguments.string("package"), holding: []) {
      recordsAt = root.display(folder)
      statuses = try run { () throws(ScaffoldError) in
        try ProjectSnapshot(root: folder).records(named: []).map { record throws(ScaffoldError) in
          try ModuleStatus.of(record, root: folder)
        }
      }
    }
    var value: [String: ContextValue] = [
      "architectures": catalog.jsonValue["architectures"] ?? catalog.jsonValue,
      "templates": TemplateReports.listValue(templates)["templates"] ?? [],
      "modules": ProjectReports.status(statuses)["modules"] ?? [],
    ]
    if let recordsAt { value["package"] = .string(recordsAt) }
    let architectures = Architecture.allCases.map(\.rawValue).joined(separator: ", ")
    let templateNames = templates.filter { !$0.isOverridden }.map(\.name).joined(separator: ", ")
    let moduleNames = statuses.isEmpty ? "none" : statuses.map(\.module).joined(separator: ", ")
    let place = recordsAt.map { " in \($0)" } ?? ""
    let summary =
      "architectures: \(architectures)\ntemplates: \(templateNames)\nmodules recorded\(place): \(moduleNames)\n"
    return ToolOutput(summary: summary, value: .object(value))
  }
}
