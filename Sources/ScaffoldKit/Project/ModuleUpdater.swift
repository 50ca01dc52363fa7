import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold update`: re-renders recorded modules with today's templates and specs (plus the use
/// cases and routes the command line adds) and merges the result into the files on disk, with
/// the text generated last time (`BaseArchive`) as the base. The plan is written, like a
/// generation, all at once.
public struct ModuleUpdater: Sendable {
  let generator: ModuleGenerator
  let log: ActivityLog
  let snapshots: ProjectSnapshots

  public init(
    generator: ModuleGenerator = ModuleGenerator(), log: ActivityLog = .silent,
    snapshots: ProjectSnapshots = ProjectSnapshots()
  ) {
    self.generator = generator
    self.log = log
    self.snapshots = snapshots
  }

  /// - Parameters:
  ///   - names: the modules to update; every recorded one when empty.
  ///   - additions: use cases and routes to add, to the one module named.
  ///   - drops: use cases and routes the command line once added, to take away from it.
  ///   - restoresDeleted: files deleted by hand are written again (`--restore`).
  public func plan(
    root: URL, modules names: [String], additions: CommandLineInput = CommandLineInput(),
    drops: RecordedModuleDrops = RecordedModuleDrops(), restoresDeleted: Bool = false
  ) throws(ScaffoldError) -> ChangePlan {
    let store = try snapshots.at(root)
    let known = store.moduleNames
    for name in names where !known.contains(name) {
      throw .unreadableInput(
        path: root.appendingPathComponent(GenerationRecord.path(for: name)).path,
        reason:
          "no record of a module named \(name); recorded: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
    }
    let chosen = names.isEmpty ? known : names
    let adds = !additions.useCases.isEmpty || !additions.routes.isEmpty
    if (adds || !drops.isEmpty) && chosen.count != 1 {
      throw .invalidSpec([
        Diagnostic(
          "--use-case, --route and their --drop- forms change one module, and \(chosen.count) are being updated",
          at: nil, hint: "name the module: scaffold update <Module> --use-case …")
      ])
    }
    var project = RecordedProject(records: store, generator: generator)
    if let only = chosen.first, chosen.count == 1 {
      project.additions = [only: additions]
      project.drops = [only: drops]
    }
    let all = try project.linkedModules()
    let updated = all.filter { chosen.contains($0.record.module) }
    guard !updated.isEmpty else {
      throw .unreadableInput(
        path: root.appendingPathComponent(GenerationRecord.folder).path,
        reason: "no module is recorded here, so there is nothing to update; generate one first")
    }
    // A module that is a package of its own is updated as one; targets of a shared package together.
    let ownPackage = updated.count == 1 && updated[0].record.layout == .package
    var destination: Destination = ownPackage ? .ownPackage(root: root) : .existingPackage(root: root)
    // Modules in an Xcode project's target are updated there, one target at a time.
    let placements = Set(updated.compactMap { $0.record.xcode.map { "\($0.project)\u{0}\($0.target)" } })
    if let placement = updated.first?.record.xcode {
      guard placements.count == 1, updated.allSatisfy({ $0.record.layout == .xcode }) else {
        throw .invalidSpec([
          Diagnostic(
            "the modules being updated are in different projects or targets", at: nil,
            hint: "update the modules of one Xcode target at a time: scaffold update <Module> …")
        ])
      }
      destination = .xcodeProject(
        XcodeDestination(
          project: root.appendingPathComponent(placement.project), target: placement.target,
          testTarget: placement.testTarget, group: placement.group))
    }
    var request = GenerationRequest(modules: updated.map(\.module), destination: destination, policy: .merge)
    request.restoresDeleted = restoresDeleted
    request.recordedModules = all.map(\.module)
    for entry in updated {
      request.recordSources[entry.record.module] = (
        entry.record.specFile.map { root.appendingPathComponent($0) }, entry.commandLine
      )
    }
    return try GenerationPlanner(generator: generator, log: log, snapshots: snapshots).plan(request)
  }
}
