import Foundation
import ScaffoldBase
import ScaffoldXcode

extension GenerationPlanner {
  /// Modules for a target of a project XcodeGen or Tuist generates: the files in the target's
  /// folders, no project file edited, and the command to run said.
  func generatedProjectPlan(
    _ generated: GeneratedProject, xcode: XcodeDestination, request: GenerationRequest, planner: ChangePlanner
  ) throws(ScaffoldError) -> ChangePlan {
    guard let source = try generated.sourceFolder(of: xcode.target) else {
      throw .packageRefused([
        Diagnostic(
          "no source folder of target '\(xcode.target)' found through \(generated.generator.specName); nothing was written",
          at: nil,
          hint: generated.generator == .xcodegen
            ? "check the target's name and its 'sources:' in project.yml"
            : "create the target's folder (Targets/\(xcode.target)/Sources or \(xcode.target)) first")
      ])
    }
    let test = try generated.testFolder(of: xcode.target, testTarget: xcode.testTarget)
    // A module generated before keeps its sub-folder, unless --group moves it.
    let names = Set(request.modules.map(\.name.pascal))
    let recorded = try snapshots.at(request.root).allRecords().first {
      names.contains($0.module) && $0.xcode?.generator != nil && $0.xcode?.target == xcode.target
    }?.xcode
    let subfolder = try Self.subfolder(
      xcode.group ?? recorded?.group, of: source,
      reason: xcode.group == nil ? "generated there before" : "--group names it")
    let access = try generated.declarationAccess(of: xcode.target)
    var placement = XcodePlacement(
      project: "", target: xcode.target, productModule: XcodeProject.c99Identifier(xcode.target),
      access: access.access, group: subfolder?.path ?? "", folder: subfolder?.folder ?? source.folder,
      testTarget: test.map { _ in xcode.testTarget ?? "\(xcode.target)Tests" },
      testGroup: test.map { _ in "" }, testFolder: test?.folder)
    placement.generator = generated.generator.rawValue
    var (modules, files, records, stale) = try placedModules(request, placement: placement)
    if let shared = sharedEntitiesFile(request, placement: placement) { files.append(shared.file) }
    var plan = try planner.plan(
      files + records, root: request.root, edits: Set(records.map(\.path)), modules: modules.map(\.name),
      rootMayBeLink: true, stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: modules.map(\.name), records: try snapshots.at(request.root)))
    if let subfolder {
      plan.notes.append(
        "the module's files go into '\(subfolder.folder)': \(subfolder.reason), under '\(source.folder)', "
          + source.reason)
    } else {
      plan.notes.append("the module's files go into '\(source.folder)': \(source.reason)")
    }
    if let test { plan.notes.append("its tests go into '\(test.folder)': \(test.reason)") }
    plan.notes.append("its declarations are \(access.access.rawValue): \(access.reason)")
    plan.notes.append(
      "\(generated.generator.specName) generates the Xcode project, so no project file was edited: "
        + "run '\(generated.generator.command)' to add the files to it")
    return plan
  }

  /// `--group` in a project XcodeGen or Tuist generates: a folder under the target's source folder
  /// (`Features`, `Features/Account`), which the generator picks up like any other; never one
  /// that leaves it.
  static func subfolder(_ group: String?, of source: (folder: String, reason: String), reason: String)
    throws(ScaffoldError) -> (path: String, folder: String, reason: String)?
  {
    guard let group, !group.isEmpty else { return nil }
    let parts = group.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let trimmed = parts.last == "" ? Array(parts.dropLast()) : parts
    guard !group.hasPrefix("/"), !trimmed.isEmpty, trimmed.allSatisfy({ !["", ".", ".."].contains($0) }) else {
      throw .packageRefused([
        Diagnostic(
          "--group '\(group)' is not a folder under the target's source folder '\(source.folder)'; nothing was written",
          at: nil, hint: "name a folder inside it, such as Features or Features/Account")
      ])
    }
    let path = trimmed.joined(separator: "/")
    return (path, XcodePlacement.joined(source.folder, path), reason)
  }
}
