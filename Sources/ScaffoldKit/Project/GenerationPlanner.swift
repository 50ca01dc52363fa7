import Foundation

/// Turns validated modules and a destination into a `ChangePlan`: renders every module, lays the
/// files out for the destination, adds a generation record per module and, for an existing
/// package, the edited manifest. Reads the disk and edits the manifest's text in memory;
/// writes nothing.
public struct GenerationPlanner: Sendable {
  let generator: ModuleGenerator
  let log: ActivityLog

  public init(generator: ModuleGenerator = ModuleGenerator(), log: ActivityLog = .silent) {
    self.generator = generator
    self.log = log
  }

  public func plan(_ request: GenerationRequest) throws(ScaffoldError) -> ChangePlan {
    var plan = try filePlan(request)
    plan.notes = request.modules.flatMap(\.notes) + plan.notes
    return plan
  }

  private func filePlan(_ request: GenerationRequest) throws(ScaffoldError) -> ChangePlan {
    let planner = ChangePlanner(policy: request.policy)
    var request = request
    switch request.destination {
    case .newPackage:
      request.modules = try ModuleLinker().link(request.modules)
      if request.modules.count == 1, request.packageName == nil, let module = request.modules.first {
        return try standalonePlan(module, root: request.root, request: request, planner: planner)
      }
      return try sharedPackagePlan(root: request.root, request: request, planner: planner)
    case .existingPackage(let root):
      return try existingPackagePlan(root: root, request: request, planner: planner)
    }
  }

  /// One module as a package of its own, exactly as its template lays it out.
  private func standalonePlan(
    _ module: Module, root: URL, request: GenerationRequest, planner: ChangePlanner
  ) throws(ScaffoldError) -> ChangePlan {
    let files = try generator.plan(for: module).files
    let record = try recordFile(module, files: files, layout: .package, root: root, request: request)
    let stale = try StaleFiles.changes(module: module.name.pascal, generated: files, root: root, policy: request.policy)
    return try planner.plan(
      files + [record], root: root, edits: [record.path], modules: [module.name.pascal], stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: [module.name.pascal], root: root))
  }

  /// Several modules in one new package, whose manifest the tool renders.
  private func sharedPackagePlan(root: URL, request: GenerationRequest, planner: ChangePlanner)
    throws(ScaffoldError) -> ChangePlan
  {
    let packageName = root.lastPathComponent
    var files: [GeneratedFile] = []
    var records: [GeneratedFile] = []
    let rendered = try ModuleFiles(generator: generator, log: log).render(request.modules, layout: .target)
    var stale: [FileChange] = []
    for (module, moduleFiles) in zip(request.modules, rendered) {
      files += moduleFiles
      stale += try StaleFiles.changes(
        module: module.name.pascal, generated: moduleFiles, root: root, policy: request.policy)
      records.append(
        try recordFile(module, files: moduleFiles, layout: .target, root: root, request: request))
    }
    let names = request.modules.map(\.name.pascal)
    let manifest: String
    do {
      manifest = try MultiModuleManifest.render(
        packageName: packageName, settings: request.modules.first?.package ?? .default, modules: names,
        dependencies: Dictionary(uniqueKeysWithValues: request.modules.map { ($0.name.pascal, $0.targetDependencies) }))
    } catch {
      throw .packageRefused([Diagnostic("cannot write Package.swift for \(packageName): \(error.message)", at: nil)])
    }
    let manifestFile = GeneratedFile(path: "Package.swift", contents: manifest, kind: .resource)
    return try planner.plan(
      [manifestFile] + files + records, root: root, edits: Set(records.map(\.path)), modules: names, stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: names, root: root))
  }

  /// Modules added to a package that exists, its manifest read and edited in process.
  private func existingPackagePlan(root: URL, request: GenerationRequest, planner: ChangePlanner)
    throws(ScaffoldError) -> ChangePlan
  {
    log.step("reading \(root.path)/Package.swift")
    let wanted = request.modules.map {
      ManifestEditor.Addition(module: $0.name.pascal, dependencies: $0.targetDependencies)
    }
    let package = try PackageDescription.read(root: root, handEdits: ManifestEditor.handEdits(for: wanted))
    let recorded = try RecordedProject(root: root, generator: generator).modules()
    let clashes = PackageClashRules(package: package, root: root, recordedModules: Set(recorded.map(\.name.pascal)))
    try clashes.check(request.modules)
    let regenerated = Set(request.modules.map(\.name.pascal))
    let linked = try ModuleLinker(existing: recorded.filter { !regenerated.contains($0.name.pascal) })
      .link(request.modules)

    var files: [GeneratedFile] = []
    var records: [GeneratedFile] = []
    var additions: [ManifestEditor.Addition] = []
    // The package's platforms decide what the code may use (`@Observable` among others).
    let modules = linked.map { module in
      var module = module
      if !package.platforms.isEmpty { module.package.platforms = package.platforms }
      return module
    }
    let rendered = try ModuleFiles(generator: generator, log: log).render(modules, layout: .target)
    var stale: [FileChange] = []
    for (module, moduleFiles) in zip(modules, rendered) {
      files += moduleFiles
      stale += try StaleFiles.changes(
        module: module.name.pascal, generated: moduleFiles, root: root, policy: request.policy)
      records.append(
        try recordFile(module, files: moduleFiles, layout: .target, root: root, request: request))
      let name = module.name.pascal
      if !clashes.isRegeneration(module) {
        additions.append(.init(module: name, dependencies: module.targetDependencies))
      } else {
        // Routes added since: the target needs the modules they open.
        let existing = package.targets.first { $0.name == name }?.dependencies ?? []
        let missing = module.targetDependencies.filter { !existing.contains($0) }
        if !missing.isEmpty { additions.append(.init(module: name, dependencies: missing, targetExists: true)) }
      }
    }
    // A module that was a package of its own now shares it: its record stops claiming the
    // manifest and README, so `remove` edits the manifest instead of deleting it.
    for record in try RecordStore(root: root).allRecords()
    where record.layout == .package && !regenerated.contains(record.module) {
      var converted = record
      converted.layout = .target
      converted.files = record.files.filter {
        $0.key.hasPrefix("Sources/\(record.module)/") || $0.key.hasPrefix("Tests/\(record.module)Tests/")
      }
      records.append(
        GeneratedFile(path: GenerationRecord.path(for: record.module), contents: converted.jsonText, kind: .resource))
    }
    var edits = Set(records.map(\.path))
    var manifestEdits: [ManifestEdit] = []
    if !additions.isEmpty {
      let manifestURL = root.appendingPathComponent("Package.swift")
      let current = try ChangePlanner.existingText(at: manifestURL) ?? ""
      let (edited, described) = try ManifestEditor().adding(
        additions, toManifestAt: manifestURL.path, text: current)
      files.append(GeneratedFile(path: "Package.swift", contents: edited, kind: .resource))
      edits.insert("Package.swift")
      manifestEdits = described
    }
    var plan = try planner.plan(
      files + records, root: root, edits: edits, modules: request.modules.map(\.name.pascal),
      manifestEdits: manifestEdits, rootMayBeLink: true, stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: request.modules.map(\.name.pascal), root: root))
    plan.notes += PlatformAdvice.notes(for: package)
    return plan
  }

  private func recordFile(
    _ module: Module, files: [GeneratedFile], layout: ModuleLayout, root: URL, request: GenerationRequest
  ) throws(ScaffoldError) -> GeneratedFile {
    let template = try generator.template(for: module)
    let specFile = request.specFile
    var record = GenerationRecord(
      module: module.name.pascal, layout: layout, toolVersion: generator.toolVersion,
      templateName: template.manifest.name, templateHash: template.contentHash,
      spec: NormalizedSpec.value(of: module), specFile: specFile.map { RelativePath.from(root, to: $0) },
      files: Dictionary(files.map { ($0.path, SHA256.hex(of: $0.contents)) }, uniquingKeysWith: { first, _ in first }))
    if specFile != nil { record.commandLine = request.commandLine.recordValue }
    return GeneratedFile(
      path: GenerationRecord.path(for: module.name.pascal), contents: record.jsonText, kind: .resource)
  }
}
