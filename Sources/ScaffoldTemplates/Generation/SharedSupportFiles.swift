import ScaffoldBase
import ScaffoldSpec

/// The file the tool adds to each module of a package whose modules share a support target:
/// written by the tool, not a template, so every template (a team's own too) gets it alike.
enum SharedSupportFiles {
  /// `Sources/<Module>/<Module>SharedSupport.swift`: the module re-exports the package's support
  /// target, so its own files (a Swift import reaches only its own file), its tests and its
  /// clients, whose view protocols name `<Package>UseCaseState`, see it without an import each.
  static func reexport(in module: Module) -> GeneratedFile? {
    guard let support = module.sharedSupport, module.placement == .package else { return nil }
    let name = module.name.pascal
    let contents = """
      // The support the package's modules share (use case states, call runners, screen sections), re-exported.

      @_exported import \(support.moduleName)

      """
    return GeneratedFile(path: "Sources/\(name)/\(name)SharedSupport.swift", contents: contents, kind: .source)
  }
}

extension ModuleGenerator {
  /// The files the tool adds to a module's own: the re-exports of what its package shares.
  static func reexports(in module: Module) -> [GeneratedFile] {
    [SharedEntitiesFiles.reexport(in: module), SharedSupportFiles.reexport(in: module)].compactMap { $0 }
  }
}
