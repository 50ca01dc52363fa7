import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldTemplates

/// `scaffold remove <Name>`: deletes a generated module's files that are still as generated,
/// keeps the edited ones (unless forced), and takes its targets and product out of the manifest.
/// Refuses when another target depends on the module.
public struct ModuleRemover: Sendable {
  let generator: ModuleGenerator
  private let log: ActivityLog
  private let checkpoint: @Sendable (WriteCheckpoint) throws -> Void

  /// - Parameter checkpoint: see `ChangeWriter`; tests stop or fail the write there.
  public init(
    generator: ModuleGenerator = ModuleGenerator(), log: ActivityLog = .silent,
    checkpoint: @escaping @Sendable (WriteCheckpoint) throws -> Void = { _ in }
  ) {
    self.generator = generator
    self.log = log
    self.checkpoint = checkpoint
  }

  public func plan(module name: String, root: URL, force: Bool) throws(ScaffoldError) -> RemovalPlan {
    try plan(module: name, records: try ProjectSnapshot(root: root), force: force)
  }

  /// - Parameter store: the records of the package or project the module is removed from.
  public func plan(module name: String, records store: ProjectSnapshot, force: Bool) throws(ScaffoldError)
    -> RemovalPlan
  {
    let root = store.root
    guard let record = try store.record(of: name) else {
      let known = store.moduleNames
      throw .unreadableInput(
        path: root.appendingPathComponent(GenerationRecord.path(for: name)).path,
        reason:
          "no record of a module named \(name), so scaffold cannot tell its files; recorded: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
      )
    }
    let status = try ModuleStatus.of(record, root: root)
    let edited = status.files.filter { $0.state == .edited || $0.state == .conflicted }.map(\.path)
    let missing = status.files.filter { $0.state == .missing }.map(\.path)
    let present = record.files.keys.filter { !missing.contains($0) }.sorted()
    // The merge base goes with the record, when there is one (records older than bases have none).
    let base =
      FileManager.default.fileExists(atPath: root.appendingPathComponent(BaseArchive.path(for: name)).path)
      ? [BaseArchive.path(for: name)] : []
    // A file another recorded module lists too (the support of an app target's modules) stays
    // while one of them uses it; the last one's removal deletes it.
    let sharedWithOthers = Set(try store.allRecords().filter { $0.module != name }.flatMap(\.files.keys))
    let deletions =
      (force ? present : present.filter { !edited.contains($0) }).filter { !sharedWithOthers.contains($0) }
      + [GenerationRecord.path(for: name)] + base
    var plan = RemovalPlan(
      root: root, module: name, deletions: deletions, keptEdited: force ? [] : edited, missing: missing,
      manifest: nil, manifestEdits: [])
    let others = store.moduleNames.filter { $0 != name }
    if others.isEmpty { plan.attributes = try BaseFileAttributes.removal(in: root) }
    try refuseRoutes(to: name, records: store)
    // A module that was generated as a package of its own but now shares it (older records):
    // the manifest is not its to delete.
    if record.layout == .package && !others.isEmpty {
      plan.deletions.removeAll { $0 == "Package.swift" || $0 == "README.md" }
    }
    if record.layout == .xcode {
      try XcodeRemoval.change(removing: record, records: store, keeping: force ? [] : edited, into: &plan)
    } else if record.layout == .target || !others.isEmpty {
      try refuseDependents(of: name, root: root)
      let support = Self.supportTargetsLeft(by: name, deleting: plan.deletions)
      plan.manifest = try manifestChange(removing: name, support: support, root: root, edits: &plan.manifestEdits)
    }
    return plan
  }

  /// A recorded module whose routes open this one (`to:`) would stop building, on iOS at least:
  /// refuse, naming it.
  private func refuseRoutes(to name: String, records: ProjectSnapshot) throws(ScaffoldError) {
    let root = records.root
    let routing = try RecordedProject(records: records, generator: generator).modules().filter {
      $0.name.pascal != name && $0.moduleDependencies.contains(name)
    }
    guard routing.isEmpty else {
      throw .packageRefused(
        routing.map { module in
          Diagnostic(
            "module \(module.name.pascal) has a route to \(name), so removing \(name) would break it; nothing was removed",
            at: SourceLocation(
              file: root.appendingPathComponent(GenerationRecord.path(for: module.name.pascal)).path, line: 1, column: 1
            ),
            hint: "remove the route's 'to: \(name)' from \(module.name.pascal)'s spec and regenerate it first")
        })
    }
  }

  /// Another target that depends on the module would stop building: refuse, naming it.
  private func refuseDependents(of name: String, root: URL) throws(ScaffoldError) {
    let package = try PackageDescription.read(root: root)
    let dependents = package.targets.filter { $0.name != "\(name)Tests" && $0.dependencies.contains(name) }
    guard dependents.isEmpty else {
      throw .packageRefused(
        dependents.map { target in
          Diagnostic(
            "target \(target.name) depends on \(name), so removing \(name) would break the package; nothing was removed",
            at: SourceLocation(file: root.appendingPathComponent("Package.swift").path, line: 1, column: 1),
            hint: "remove \(target.name)'s dependency (and its routes to \(name)) first")
        })
    }
  }

  /// The targets of the support a package's modules share (`<Package>Support`) that this
  /// removal empties: the last module that wrote files into them goes, so do they, since
  /// SwiftPM refuses a target without sources.
  static func supportTargetsLeft(by name: String, deleting deletions: [String]) -> Set<String> {
    Set(
      deletions.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        guard parts.count > 2 else { return nil }
        switch parts[0] {
        case "Sources" where parts[1] != Substring(name), "Tests" where parts[1] != Substring(name + "Tests"):
          return String(parts[1])
        default:
          return nil
        }
      })
  }

  private func manifestChange(removing name: String, support: Set<String>, root: URL, edits: inout [ManifestEdit])
    throws(ScaffoldError) -> RemovalPlan.ManifestChange?
  {
    let path = root.appendingPathComponent("Package.swift")
    guard let old = try ChangePlanner.existingText(at: path) else { return nil }
    do {
      // Only what is still declared: a target removed by hand is not an error.
      let declared = try ManifestScanner.declarations(in: old)
      let targets = Set([name, "\(name)Tests"]).union(support).intersection(declared.targets)
      let products = Set([name]).intersection(declared.products)
      guard !targets.isEmpty || !products.isEmpty else { return nil }
      let new = try ManifestRemoval.removing(targets: targets, products: products, dependenciesOn: [], from: old)
      edits =
        targets.sorted().map { ManifestEdit(kind: .removeTarget, name: $0) }
        + products.sorted().map { ManifestEdit(kind: .removeProduct, name: $0) }
      return RemovalPlan.ManifestChange(old: old, new: new)
    } catch {
      throw .packageRefused([
        Diagnostic(
          "cannot take \(name) out of Package.swift safely: \(error.message)",
          at: SourceLocation(file: path.path, line: error.line, column: error.column),
          hint:
            "remove the targets \(name) and \(name)Tests and the product \(name) by hand, then run 'scaffold remove \(name)' again"
        )
      ])
    }
  }

  /// Deletes and edits as planned, in one `ChangeWriter` transaction (so a failure, or a kill
  /// the next run undoes, leaves the package as it was); then removes the folders the
  /// deletions left empty.
  public func apply(_ plan: RemovalPlan) throws(ScaffoldError) {
    try ChangeWriter(log: log, checkpoint: checkpoint).apply(plan.changePlan)
  }
}
