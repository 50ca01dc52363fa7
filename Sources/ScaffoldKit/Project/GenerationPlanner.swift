import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

/// Turns validated modules and a destination into a `ChangePlan`: renders every module, lays the
/// files out for the destination, adds a generation record per module and, for an existing
/// package, the edited manifest. Reads the disk and edits the manifest's text in memory;
/// writes nothing.
public struct GenerationPlanner: Sendable {
  let generator: ModuleGenerator
  let log: ActivityLog
  /// The run's records, read once per root and shared with every other stage of the run.
  let snapshots: ProjectSnapshots
  /// The modules of this plan read back from the disk instead of rendered (`ModuleFiles`), whose
  /// records' fingerprints and hashes then hold as they are.
  let readBack = ReadBackModules()

  public init(
    generator: ModuleGenerator = ModuleGenerator(), log: ActivityLog = .silent,
    snapshots: ProjectSnapshots = ProjectSnapshots()
  ) {
    self.generator = generator
    self.log = log
    self.snapshots = snapshots
  }

  public func plan(_ request: GenerationRequest) throws(ScaffoldError) -> ChangePlan {
    let bases =
      request.policy == .merge
      ? try BaseFiles.read(modules: request.modules.map(\.name.pascal), in: try snapshots.at(request.root)) : nil
    var plan = try BaseFileAttributes.adding(to: BaseFiles.keepingOldBases(in: try filePlan(request, bases: bases)))
    plan.notes = request.modules.flatMap(\.notes) + plan.notes
    if let bases {
      for module in bases.missing(recorded: Set(try snapshots.at(request.root).moduleNames)) {
        plan.notes.append(
          "\(module) has no merge base (it was generated before Scaffold kept one), so each file you edited that "
            + "the new output changes is merged against nothing: a conflict to look at, never a silent choice")
      }
    }
    return plan
  }

  /// `bases`: the modules' merge bases, for a plan that merges (`.merge`).
  private func filePlan(_ request: GenerationRequest, bases: MergeBases?) throws(ScaffoldError) -> ChangePlan {
    var planner = ChangePlanner(policy: request.policy)
    let snapshot = try snapshots.at(request.root)
    // The records and bases this run rewrites were read with the snapshot: not again.
    planner.knownText = { path throws(ScaffoldError) in try snapshot.knownText(atPath: path) }
    // A module read back from the disk was read and hashed file by file already.
    planner.verifiedText = { [readBack] path in readBack.verifiedText(atPath: path) }
    if let bases {
      let decision = MergeDecision(base: { bases.base(ofPath: $0) }, restoresDeleted: request.restoresDeleted)
      planner.merge = { file, existing, generatedBefore in
        decision.change(for: file, existing: existing, generatedBefore: generatedBefore)
      }
    }
    var request = request
    let inXcode = if case .xcodeProject = request.destination { true } else { false }
    if !inXcode, let tabbed = request.modules.first(where: \.style.usesTabs) {
      // A package's `.swift-format`, which its template writes, says spaces.
      throw .invalidSpec([
        Diagnostic(
          "\(tabbed.name.pascal): 'indentation: tabs' lays out modules in an Xcode project only", at: nil,
          hint: "use indentation 2 or 4 for a package; its .swift-format keeps the choice for your formatter")
      ])
    }
    var teamNotes: [String] = []
    if !inXcode, let team = TeamFormatStyle.find(from: request.root) {
      for index in request.modules.indices {
        let (style, note) = team.applied(to: request.modules[index].style)
        request.modules[index].style = style
        if let note, !teamNotes.contains(note) { teamNotes.append(note) }
      }
    }
    var plan = try destinationPlan(request, snapshot: snapshot, planner: planner)
    plan.notes = teamNotes + plan.notes
    return plan
  }

  private func destinationPlan(
    _ request: GenerationRequest, snapshot: ProjectSnapshot, planner: ChangePlanner
  ) throws(ScaffoldError) -> ChangePlan {
    var request = request
    switch request.destination {
    case .newPackage:
      try ForeignFolderRule.check(snapshot, policy: request.policy)
      request.modules = try ModuleLinker().link(request.modules)
      if request.modules.count == 1, request.packageName == nil, let module = request.modules.first {
        return try standalonePlan(module, root: request.root, request: request, planner: planner)
      }
      if request.modules.count > 1 {
        let support = SharedSupport.named(
          after: request.root.lastPathComponent, or: request.modules[0].name, style: request.modules[0].style)
        let clashing = request.modules.filter { [support.moduleName, support.testModuleName].contains($0.name.pascal) }
        guard clashing.isEmpty else {
          throw .invalidSpec(
            clashing.map { module in
              Diagnostic(
                "module \(module.name.pascal) has the name of the package's shared support target; nothing was written",
                at: nil, hint: "rename the module, or the package")
            })
        }
        for index in request.modules.indices { request.modules[index].sharedSupport = support }
      }
      return try sharedPackagePlan(root: request.root, request: request, planner: planner)
    case .existingPackage(let root):
      return try existingPackagePlan(root: root, request: request, planner: planner)
    case .xcodeProject(let xcode):
      return try xcodePlan(xcode, request: request, planner: planner)
    case .ownPackage(let root):
      guard request.modules.count == 1, let module = request.modules.first else {
        throw .packageRefused([
          Diagnostic(
            "a package of one module's own holds that module only", at: nil, hint: "update its modules one by one")
        ])
      }
      return try standalonePlan(module, root: root, request: request, planner: planner)
    }
  }

  /// One module as a package of its own, exactly as its template lays it out.
  private func standalonePlan(
    _ module: Module, root: URL, request: GenerationRequest, planner: ChangePlanner
  ) throws(ScaffoldError) -> ChangePlan {
    let records = try snapshots.at(root)
    let module = try Self.keepingRecordedOrigins([module], records: records)[0]
    let files = try ModuleFiles(generator: generator, readBack: readBack).files(
      of: module, layout: .package, reusing: records)
    let record = try recordFile(module, files: files, layout: .package, root: root, request: request)
    let base = BaseFiles.file(module: module.name.pascal, files: files)
    let stale = try StaleFiles.changes(
      module: module.name.pascal, generated: files, records: records, policy: request.policy)
    return try planner.plan(
      files + [record, base], root: root, edits: [record.path, base.path], modules: [module.name.pascal], stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: [module.name.pascal], records: records))
  }

  /// Several modules in one new package, whose manifest the tool renders.
  private func sharedPackagePlan(root: URL, request: GenerationRequest, planner: ChangePlanner)
    throws(ScaffoldError) -> ChangePlan
  {
    let packageName = root.lastPathComponent
    let parts = try targetParts(request.modules, root: root, request: request)
    let names = request.modules.map(\.name.pascal)
    let shared = request.modules.lazy.compactMap(\.sharedEntities).first
    let style = request.modules.first?.style ?? .default
    let sharedFiles = shared.map { [SharedEntitiesFiles.declarations($0, toolVersion: generator.toolVersion)] } ?? []
    let supportTargets = request.modules.first?.sharedSupport?.targets(writtenBy: parts.files.map(\.path))
    let manifest: String
    do {
      manifest = try MultiModuleManifest.render(
        packageName: packageName, settings: request.modules.first?.package ?? .default, modules: names,
        dependencies: Dictionary(uniqueKeysWithValues: request.modules.map { ($0.name.pascal, $0.targetDependencies) }),
        resources: Self.resourceFolders(in: parts.files).filter { names.contains($0.key) },
        sharedEntities: shared?.moduleName.pascal,
        support: (supportTargets?.support, supportTargets?.testSupport, supportTargets?.supportIsTested ?? false))
    } catch {
      throw .packageRefused([Diagnostic("cannot write Package.swift for \(packageName): \(error.message)", at: nil)])
    }
    let manifestFile = GeneratedFile(path: "Package.swift", contents: manifest, kind: .resource)
    let laidOut = ModuleGenerator.laidOut([manifestFile] + sharedFiles, style: style)
    return try planner.plan(
      laidOut + (try formatConfiguration(request.modules, root: root)) + parts.files + parts.records, root: root,
      edits: Set(parts.records.map(\.path)),
      modules: names,
      stale: parts.stale, generatedBefore: try StaleFiles.recordedHashes(of: names, records: try snapshots.at(root)))
  }

  /// What modules laid out as targets of the package at `root` add to its plan: their files,
  /// a record each, and the changes to files an earlier generation made that they no longer have.
  func targetParts(_ modules: [Module], root: URL, request: GenerationRequest) throws(ScaffoldError)
    -> (files: [GeneratedFile], records: [GeneratedFile], stale: [FileChange])
  {
    let records = try snapshots.at(root)
    let modules = try Self.keepingRecordedOrigins(modules, records: records)
    let rendered = try ModuleFiles(generator: generator, log: log, readBack: readBack).render(
      modules, layout: .target, reusing: records)
    var parts: (files: [GeneratedFile], records: [GeneratedFile], stale: [FileChange]) = ([], [], [])
    // The support several modules of the package share is one file, the same text from each.
    var written: Set<String> = []
    for (module, moduleFiles) in zip(modules, rendered) {
      parts.files += moduleFiles.filter { written.insert($0.path).inserted }
      parts.stale += try StaleFiles.changes(
        module: module.name.pascal, generated: moduleFiles, records: records, policy: request.policy)
    }
    // Each record hashes its module's files and fingerprints its context: on every core, as
    // this was a fifth of the serial time of generating 200 modules.
    parts.records = try ResultSlots<[GeneratedFile]>.concurrent(modules.count) { index throws(ScaffoldError) in
      let (module, moduleFiles) = (modules[index], rendered[index])
      return [
        try recordFile(
          module, files: moduleFiles, layout: .target, root: root, request: request, concurrently: false),
        BaseFiles.file(module: module.name.pascal, files: moduleFiles),
      ]
    }.flatMap { $0 }
    return parts
  }

  /// The `.swift-format` of a package of several modules, from its first module's template: written
  /// only when swift-format would find none for the package (in it or above it, up to the
  /// repository's root), never beside or below a team's own (nor over the one written before,
  /// which is the team's from then on).
  func formatConfiguration(_ modules: [Module], root: URL) throws(ScaffoldError) -> [GeneratedFile] {
    guard let first = modules.first, TeamFormatStyle.find(from: root) == nil else { return [] }
    return try generator.formatConfiguration(for: first).map { [$0] } ?? []
  }

  /// The folders of each module's target that hold resources, for the modules that have any:
  /// `Resources` when the template writes files there (the module's `Localizable.strings`).
  /// One pass over the files: asking module by module read all 3,308 files of a 200-module plan
  /// once per module.
  static func resourceFolders(in files: [GeneratedFile]) -> [String: [String]] {
    var folders: [String: [String]] = [:]
    for file in files {
      let parts = file.path.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
      if parts.count == 4, parts[0] == "Sources", parts[2] == "Resources" { folders[String(parts[1])] = ["Resources"] }
    }
    return folders
  }

  /// Modules generated before keep the day (and developer) of their first generation, whichever
  /// way this run reached them (an app spec run again is not continued module by module), so
  /// the dates they print do not change; a record from before Scaffold kept it gets today's.
  static func keepingRecordedOrigins(_ modules: [Module], records store: ProjectSnapshot) throws(ScaffoldError)
    -> [Module]
  {
    var kept = modules
    for index in kept.indices {
      if let origin = try store.record(of: kept[index].name.pascal)?.created { kept[index].origin = origin }
    }
    return kept
  }

  /// Each file's SHA-256 by its path (when `hashing`), and the render fingerprint (when asked
  /// for), worked out on every core at once: a module's files are some 60 KB, its fingerprint
  /// hashes its whole context, and the record is on the path every later step of a run waits for.
  private static func hashes(
    of files: [GeneratedFile], hashing: Bool, fingerprint: (@Sendable () throws(ScaffoldError) -> String)?,
    concurrently: Bool
  ) throws(ScaffoldError) -> (hashes: [String: String]?, fingerprint: String?) {
    // A job is a file's index, or nil for the fingerprint.
    let jobs: [Int?] = (fingerprint == nil ? [] : [nil]) + (hashing ? Array(files.indices) : [])
    let results = jobs.mapping(concurrently: concurrently) { job -> Result<String, ScaffoldError> in
      if let job { return .success(SHA256.hex(of: files[job].contents)) }
      do throws(ScaffoldError) {
        return .success(try fingerprint?() ?? "")
      } catch {
        return .failure(error)
      }
    }
    var hashes: [String: String] = [:]
    var found: String?
    for (job, result) in zip(jobs, results) {
      let value = try result.get()
      if let job {
        // The first of two files at one path is the one recorded, as before.
        if hashes[files[job].path] == nil { hashes[files[job].path] = value }
      } else {
        found = value
      }
    }
    return (hashing ? hashes : nil, found)
  }

  /// - Parameter concurrently: false when the caller already records modules on every core.
  func recordFile(
    _ module: Module, files: [GeneratedFile], layout: ModuleLayout, root: URL, request: GenerationRequest,
    xcode: XcodePlacement? = nil, concurrently: Bool = true
  ) throws(ScaffoldError) -> GeneratedFile {
    let template = try generator.template(for: module)
    let source = request.recordSources[module.name.pascal]
    let specFile = source.map(\.specFile) ?? request.specFile
    // A module read back from the disk keeps its recorded hashes and fingerprint: nothing it
    // is rendered from changed, and its files hash as recorded.
    let readBack = readBack.record(of: module.name.pascal, layout: layout, paths: files.map(\.path))
    var fingerprint: (@Sendable () throws(ScaffoldError) -> String)?
    if readBack?.renderFingerprint == nil {
      let generator = generator
      let paths = files.map(\.path)
      fingerprint = { () throws(ScaffoldError) -> String in
        try ModuleFiles(generator: generator).fingerprint(
          ofRendered: module, layout: layout, xcode: xcode, files: paths)
      }
    }
    let worked = try Self.hashes(
      of: files, hashing: readBack?.files == nil, fingerprint: fingerprint, concurrently: concurrently)
    var record = GenerationRecord(
      module: module.name.pascal, layout: layout, toolVersion: generator.toolVersion,
      templateName: template.manifest.name, templateHash: template.contentHash,
      spec: NormalizedSpec.value(of: module), specFile: specFile.map { RelativePath.from(root, to: $0) },
      files: readBack?.files ?? worked.hashes ?? [:])
    var line = source?.commandLine ?? request.commandLine
    // The document `--openapi` named, from the package root, as the spec file is.
    if let document = line.openAPI {
      line.openAPI?.document.value = RelativePath.from(root, to: URL(fileURLWithPath: document.resolvedPath))
    }
    if specFile != nil || line.openAPI != nil { record.commandLine = line.recordValue }
    record.openAPI = module.openAPI
    record.xcode = xcode
    record.renderFingerprint = readBack?.renderFingerprint ?? worked.fingerprint
    record.created = module.origin
    return GeneratedFile(
      path: GenerationRecord.path(for: module.name.pascal), contents: record.jsonText, kind: .resource)
  }
}
