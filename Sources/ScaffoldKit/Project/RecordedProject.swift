import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

/// Every module recorded in a package, rebuilt from today's specs and linked to each other, as
/// `check` re-renders them and as new modules may route to them.
struct RecordedProject {
  let records: ProjectSnapshot
  let generator: ModuleGenerator
  var root: URL { records.root }
  /// Use cases and routes the command line adds, by module (`scaffold update`).
  var additions: [String: CommandLineInput] = [:]
  /// Use cases and routes the command line takes away, by module (`scaffold update`).
  var drops: [String: RecordedModuleDrops] = [:]

  /// A recorded module rebuilt: its record, the module, whether its spec file was read, and
  /// the command-line additions its record keeps after this run.
  typealias Rebuilt = (record: GenerationRecord, module: Module, readSpecFile: Bool, commandLine: CommandLineInput)

  /// Each record with its module, linked; the flag says whether its spec file was read.
  func linkedModules() throws(ScaffoldError) -> [Rebuilt] {
    let rebuilt = try rebuild()
    let linked = try ModuleLinker().link(rebuilt.map(\.module))
    return rebuilt.indices.map { (rebuilt[$0].record, linked[$0], rebuilt[$0].readSpecFile, rebuilt[$0].commandLine) }
  }

  /// The recorded modules, unlinked.
  func modules() throws(ScaffoldError) -> [Module] {
    try rebuild().map(\.module)
  }

  /// Reads every record and validates its module, in parallel: each is independent, and a
  /// package may hold hundreds.
  private func rebuild() throws(ScaffoldError) -> [Rebuilt] {
    let records = try self.records.allRecords()
    let documents = SpecDocumentCache()
    // Read once for all: each module of a package takes the package's platforms.
    let platforms =
      records.contains { $0.layout == .target } ? (try? PackageDescription.read(root: root))?.platforms ?? [] : []
    let results = ResultSlots<Rebuilt>(count: records.count)
    DispatchQueue.concurrentPerform(iterations: records.count) { index in
      var recorded = RecordedModule(
        record: records[index], root: root, generator: generator, documents: documents)
      recorded.additions = additions[records[index].module] ?? CommandLineInput()
      recorded.drops = drops[records[index].module] ?? RecordedModuleDrops()
      recorded.packagePlatforms = platforms
      do throws(ScaffoldError) {
        var module = try recorded.module()
        // A module of an app target is built there, which decides whether another imports it.
        if records[index].layout == .xcode, let placement = records[index].xcode {
          module.placement = placement.modulePlacement
        }
        results.set(index, .success((records[index], module, recorded.readSpecFile, recorded.commandLine)))
      } catch {
        results.set(index, .failure(error))
      }
    }
    return try results.values()
  }
}
