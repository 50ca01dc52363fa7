import Foundation

/// Every module recorded in a package, rebuilt from today's specs and linked to each other, as
/// `check` re-renders them and as new modules may route to them.
struct RecordedProject {
  let root: URL
  let generator: ModuleGenerator

  /// Each record with its module, linked; the flag says whether its spec file was read.
  func linkedModules() throws(ScaffoldError) -> [(record: GenerationRecord, module: Module, readSpecFile: Bool)] {
    let records = try RecordStore(root: root).allRecords()
    var modules: [Module] = []
    var readSpecFile: [Bool] = []
    for record in records {
      var recorded = RecordedModule(record: record, root: root, generator: generator)
      modules.append(try recorded.module())
      readSpecFile.append(recorded.readSpecFile)
    }
    let linked = try ModuleLinker().link(modules)
    return records.indices.map { (records[$0], linked[$0], readSpecFile[$0]) }
  }

  /// The recorded modules, unlinked.
  func modules() throws(ScaffoldError) -> [Module] {
    var modules: [Module] = []
    for record in try RecordStore(root: root).allRecords() {
      var recorded = RecordedModule(record: record, root: root, generator: generator)
      modules.append(try recorded.module())
    }
    return modules
  }
}
