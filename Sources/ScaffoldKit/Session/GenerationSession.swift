import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// One run of a command that changes modules (`generate`, `update`, `remove`), from the request
/// to the files on disk: where the modules go, what the records say, a module continued from
/// its record, what an interrupted run left undone, the plan and the atomic write. The commands
/// build a request, call the session and print its outcome.
///
/// The project's records are read once per root (`snapshots`); before a root is first read, what
/// an interrupted run left there is undone, so the whole run sees the project as it was before it.
public struct GenerationSession: Sendable {
  public let setup: ProjectSetup
  /// `--dry-run`: plan, undo nothing and write nothing.
  public let dryRun: Bool
  let log: ActivityLog
  let checkpoint: @Sendable (WriteCheckpoint) throws -> Void
  let snapshots: ProjectSnapshots
  private let recovered: RecoveredRuns

  /// - Parameter checkpoint: see `ChangeWriter`; tests stop or fail the write there.
  public init(
    setup: ProjectSetup, dryRun: Bool, log: ActivityLog = .silent,
    checkpoint: @escaping @Sendable (WriteCheckpoint) throws -> Void = { _ in }
  ) {
    self.setup = setup
    self.dryRun = dryRun
    self.log = log
    self.checkpoint = checkpoint
    let recovered = RecoveredRuns()
    self.recovered = recovered
    snapshots = ProjectSnapshots { root throws(ScaffoldError) in
      guard !dryRun else { return }
      // Said at once, as it is done even if this run then fails.
      for note in try InterruptedWrites.recover(around: root) {
        recovered.append(note)
        log.note(note)
      }
    }
  }

  var generator: ModuleGenerator { setup.generator }
  var locator: ProjectLocator { ProjectLocator(workingFolder: setup.workingFolder, log: log) }

  public func generate(_ request: GenerateRequest) throws(ScaffoldError) -> SessionOutcome {
    let configuration = setup.configuration
    var destination = request.destination.destination(configuration: configuration)
    let commandLine = request.commandLine
    var input = try load(request.specPath, commandLine: commandLine, into: destination)
    // No destination named, but the modules were generated here into an Xcode target: there again.
    if request.destination.namesNone(configuration: configuration),
      let recorded = try RecordedXcodeDestination.of(
        input.modules.map(\.name.pascal), in: try snapshots.at(setup.workingFolder.standardizedFileURL))
    {
      destination = .xcodeProject(recorded)
      input = try load(request.specPath, commandLine: commandLine, into: destination)
    }
    // Its package must depend on swift-openapi-runtime, which only its own Package.swift says.
    if let module = input.modules.first(where: { $0.openAPIClient != nil }),
      destination.addsToExistingModules || input.modules.count > 1
    {
      throw .invalidSpec([
        Diagnostic(
          "\(module.name.pascal) is made from an OpenAPI document, which Scaffold writes only as a package of its own for now",
          at: nil,
          hint: "generate it alone, without --package or --xcodeproj (docs/openapi.md, \"Limits\")")
      ])
    }
    var passingNotes: [String] = []
    for module in input.modules {
      let template = try generator.template(for: module)
      log.step(
        "\(module.name.pascal): \(module.architecture.rawValue), template '\(template.manifest.name)' from "
          + (template.isBuiltIn ? "the built-ins" : template.displayPath))
      if let note = setup.passingNote(for: template, module: module.name.pascal) { passingNotes.append(note) }
    }
    var generation = GenerationRequest(
      modules: input.modules, destination: destination, policy: request.policy,
      packageName: input.packageName, specFile: request.specPath.map { URL(fileURLWithPath: $0) },
      commandLine: commandLine)
    generation.inheritsSettings = request.inheritsSettings
    let (planned, continued) = try RecordedRerun.continuing(
      generation,
      commandLine: commandLine, drops: request.drops, generator: generator, snapshots: snapshots)
    // Read (and so recovered) before planning: the plan is made against the project as it was
    // before an interrupted run.
    _ = try snapshots.at(planned.root)
    var plan = try GenerationPlanner(generator: generator, log: log, snapshots: snapshots).plan(planned)
    plan.notes = (continued.map { [$0] } ?? []) + plan.notes + passingNotes
    let rootPath = request.destination.displayPath(of: plan.root, destination: destination)
    if !dryRun {
      // Said before anything is written: a run that deletes files should never surprise.
      if let deletion = plan.deletionNote { log.note(deletion) }
      do throws(ScaffoldError) {
        try ChangeWriter(log: log, checkpoint: checkpoint).apply(plan)
      } catch {
        // Name the conflicting files as the user named the folder, not by absolute path.
        if case .conflicts(_, let paths, let hint) = error {
          throw .conflicts(root: rootPath, paths: paths, hint: hint)
        }
        throw error
      }
    }
    var outcome = SessionOutcome(
      plan: plan, rootPath: rootPath, recovered: recovered.notes, written: !dryRun)
    if plan.createsRoot, !destination.addsToExistingModules {
      outcome.enclosingPackage = locator.enclosingPackage(of: plan.root.deletingLastPathComponent())
    }
    return outcome
  }

  public func update(_ request: UpdateRequest) throws(ScaffoldError) -> SessionOutcome {
    let root = try locator.root(
      package: request.package, configuration: setup.configuration, holding: request.modules)
    let plan = try ModuleUpdater(generator: generator, log: log, snapshots: snapshots).plan(
      root: root, modules: request.modules, additions: request.additions, drops: request.drops,
      restoresDeleted: request.restoresDeleted)
    if !dryRun { try ChangeWriter(log: log, checkpoint: checkpoint).apply(plan) }
    return SessionOutcome(
      plan: plan, rootPath: request.package ?? RelativePath.display(of: root, from: setup.workingFolder),
      recovered: recovered.notes, written: !dryRun)
  }

  public func remove(_ request: RemoveRequest) throws(ScaffoldError) -> SessionOutcome {
    let root = try locator.root(
      package: request.package, configuration: setup.configuration, holding: [request.module])
    let remover = ModuleRemover(generator: generator, log: log, checkpoint: checkpoint)
    let removal = try remover.plan(module: request.module, records: try snapshots.at(root), force: request.force)
    if !dryRun { try remover.apply(removal) }
    let rootPath =
      request.package ?? locator.enclosingProject() ?? RelativePath.display(of: root, from: setup.workingFolder)
    var outcome = SessionOutcome(
      plan: removal.changePlan, rootPath: rootPath, recovered: recovered.notes, written: !dryRun)
    outcome.removal = removal
    return outcome
  }

  /// The validated modules, for `destination`: routes may name modules already there when it is
  /// an existing package or an app target (whose modules are recorded like a package's).
  private func load(_ specPath: String?, commandLine: CommandLineInput, into destination: Destination)
    throws(ScaffoldError) -> GenerationInput
  {
    try GenerationInput.load(
      specPath: specPath,
      commandLine: try RecordedRerun.validationCommandLine(
        commandLine, specPath: specPath, destination: destination, generator: generator, snapshots: snapshots),
      generator: generator, addingToPackage: destination.addsToExistingModules, configuration: setup.configuration,
      scope: try ModuleScope.of(destination, snapshots: snapshots))
  }
}

/// The notes of interrupted runs undone so far, gathered from whichever stage first read a root.
private final class RecoveredRuns: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func append(_ note: String) { lock.withLock { list.append(note) } }
  var notes: [String] { lock.withLock { list } }
}

extension GenerationSession {
  /// `scaffold adopt`: each folder's module recorded as if the template had made it, writing
  /// only under `.scaffold/` (nothing with `--dry-run`). Every folder is planned before any is
  /// written, so a folder that cannot be adopted leaves the others unrecorded too.
  public func adopt(_ request: AdoptRequest) throws(ScaffoldError) -> [Adoption] {
    let names = request.template == nil ? try generator.library.entries().filter { !$0.isOverridden }.map(\.name) : []
    let adopter = ModuleAdopter(
      generator: generator, configuration: setup.configuration, snapshots: snapshots, log: log, templateNames: names)
    guard request.folders.count > 1 else {
      return try record(
        try adopter.adoptions(
          of: request.folders.map { folder throws(ScaffoldError) in try adopter.choose(folder, options: request) }))
    }
    // Modules are read and their templates ranked on every core; of several folders, every one
    // that cannot be adopted is reported at once.
    let slots = ResultSlots<ModuleAdopter.Choice>(count: request.folders.count)
    DispatchQueue.concurrentPerform(iterations: request.folders.count) { index in
      do throws(ScaffoldError) {
        slots.set(index, .success(try adopter.choose(request.folders[index], options: request)))
      } catch {
        slots.set(index, .failure(error))
      }
    }
    var choices: [ModuleAdopter.Choice] = []
    var collector = DiagnosticCollector()
    for (folder, result) in zip(request.folders, slots.results) {
      switch result {
      case .success(let choice):
        choices.append(choice)
      case .failure(let error):
        // Each problem named by its folder, once: a message that names it already is kept as it is.
        collector.append(
          contentsOf: ModuleAdopter.diagnostics(of: error).map { found in
            found.message.contains(folder.path)
              ? found : Diagnostic("\(folder.path): \(found.message)", at: found.location, hint: found.hint)
          })
      }
    }
    let modules = choices.map { "\($0.found.root.path)/\($0.found.name)" }
    for name in Set(modules).sorted() where modules.filter({ $0 == name }).count > 1 {
      collector.error("\(name) is named twice", at: nil, hint: "name each module's folder once")
    }
    guard collector.isEmpty else { throw .packageRefused(collector.diagnostics) }
    return try record(try adopter.adoptions(of: choices))
  }

  private func record(_ adoptions: [Adoption]) throws(ScaffoldError) -> [Adoption] {
    guard !dryRun else { return adoptions }
    // One write a package: every module recorded there, or none.
    var plans: [ChangePlan] = []
    for adoption in adoptions {
      if let index = plans.firstIndex(where: { $0.root == adoption.plan.root }) {
        plans[index].files += adoption.plan.files
        plans[index].modules += adoption.plan.modules
      } else {
        plans.append(adoption.plan)
      }
    }
    for plan in plans { try ChangeWriter(log: log, checkpoint: checkpoint).apply(plan) }
    return adoptions
  }
}
