/// The files of a module as its layout places them.
import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

struct ModuleFiles {
  let generator: ModuleGenerator
  var log: ActivityLog = .silent

  /// Every module's files, rendered in parallel (modules are independent), in module order.
  func render(_ modules: [Module], layout: ModuleLayout) throws(ScaffoldError) -> [[GeneratedFile]] {
    let results = ResultSlots<[GeneratedFile]>(count: modules.count)
    log.step("rendering \(modules.count == 1 ? "1 module" : "\(modules.count) modules")")
    let progress = log.progress("rendering modules", total: modules.count)
    DispatchQueue.concurrentPerform(iterations: modules.count) { index in
      do throws(ScaffoldError) {
        results.set(index, .success(try files(of: modules[index], layout: layout)))
      } catch {
        results.set(index, .failure(error))
      }
      progress.advance()
    }
    return try results.values()
  }

  /// `support`: where the Xcode target's support is, when not beside the module's folder.
  func files(of module: Module, layout: ModuleLayout, xcode: XcodePlacement? = nil, support: String? = nil)
    throws(ScaffoldError) -> [GeneratedFile]
  {
    switch layout {
    case .package: return try generator.plan(for: module).files
    case .target: return try targetFiles(of: module)
    case .xcode:
      guard let xcode else { return try targetFiles(of: module) }
      return XcodeModuleFiles.place(
        try targetFiles(of: XcodeModuleFiles.hosted(module, in: xcode)), module: module.name.pascal, placement: xcode,
        support: support)
    }
  }

  /// The module's library and test files, without the package-level files (`Package.swift`,
  /// `README.md`) its template writes for a package of its own.
  func targetFiles(of module: Module) throws(ScaffoldError) -> [GeneratedFile] {
    let name = module.name.pascal
    let files = try generator.plan(for: module).files.filter { $0.kind != .resource }
    // In an app target the support every module shares has a folder of its own (`support.folder`).
    let support = module.placement == .package ? nil : "Sources/\(ModulePlacement.supportFolder)/"
    let outside = files.filter { file in
      !file.path.hasPrefix("Sources/\(name)/") && !file.path.hasPrefix("Tests/\(name)Tests/")
        && !(support.map(file.path.hasPrefix) ?? false)
    }
    guard outside.isEmpty else {
      throw .invalidTemplate(
        outside.map { file in
          Diagnostic(
            "the template writes '\(file.path)', outside Sources/\(name)/ and Tests/\(name)Tests/"
              + (support.map { " (and \($0) in an app target)" } ?? ""), at: nil,
            hint: "a module added to a package may only write into its own targets' folders")
        })
    }
    return files
  }
}
