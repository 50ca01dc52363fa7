import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec

/// What stops a module from joining an existing package: a target, product or folder of the same
/// name, even differing only in letter case (macOS file systems ignore case). A module already
/// recorded there is regenerated instead. (Routes to other modules are `ModuleLinker`'s.)
struct PackageClashRules {
  let package: PackageDescription
  let root: URL
  let recordedModules: Set<String>

  /// Whether `module` was generated here before and still has its target: re-running is then a
  /// regeneration, compared file by file, with no manifest edit.
  func isRegeneration(_ module: Module) -> Bool {
    let name = module.name.pascal
    return recordedModules.contains(name) && package.targets.contains { $0.name == name }
  }

  func check(_ modules: [Module]) throws(ScaffoldError) {
    var collector = DiagnosticCollector()
    let manifest = root.appendingPathComponent("Package.swift").path
    let targets = package.targets.map(\.name)
    for module in modules {
      let name = module.name.pascal
      if isRegeneration(module) { continue }
      for wanted in [name, "\(name)Tests"] {
        if let existing = targets.first(where: { $0.lowercased() == wanted.lowercased() }) {
          collector.error(
            "\(manifest) already has a target '\(existing)'\(existing == wanted ? "" : " (differing only in case)")",
            at: nil, hint: "choose another module name, or remove the target first")
        }
      }
      if let existing = package.products.first(where: { $0.lowercased() == name.lowercased() }) {
        collector.error(
          "\(manifest) already has a product '\(existing)'", at: nil, hint: "choose another module name")
      }
      for (folder, wanted) in [("Sources", name), ("Tests", "\(name)Tests")] {
        if let existing = entry(in: folder, matching: wanted) {
          collector.error(
            "\(folder)/\(existing) already exists in \(root.path)", at: nil,
            hint: "choose another module name, or move that folder away")
        }
      }
    }
    guard collector.isEmpty else { throw .packageRefused(collector.diagnostics) }
  }

  /// A name in `folder` equal to `name` ignoring case.
  private func entry(in folder: String, matching name: String) -> String? {
    let url = root.appendingPathComponent(folder, isDirectory: true)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return entries.first { $0.lowercased() == name.lowercased() }
  }
}
