import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

extension GenerationPlanner {
  /// Modules added to an Xcode project's target: their files written into the folders of the
  /// groups they join, `project.pbxproj` edited in memory to hold them, a record each.
  func xcodePlan(_ xcode: XcodeDestination, request: GenerationRequest, planner: ChangePlanner)
    throws(ScaffoldError) -> ChangePlan
  {
    let root = request.root
    if let generated = GeneratedProject.detect(in: root) {
      if !xcode.isNamed { return try generatedProjectPlan(generated, xcode: xcode, request: request, planner: planner) }
      guard request.policy == .overwrite else { throw generated.refusal(editing: xcode.project.lastPathComponent) }
    }
    let projectFile = xcode.project.appendingPathComponent("project.pbxproj")
    let relativeProjectFile = RelativePath.from(root, to: projectFile)
    log.step("reading \(projectFile.path)")
    guard let text = try ChangePlanner.existingText(at: projectFile) else {
      throw .unreadableInput(
        path: projectFile.path, reason: "no project.pbxproj there; --xcodeproj names a .xcodeproj folder")
    }
    let project = try Self.refusing(projectFile.path) { () throws(XcodeProjectError) in try XcodeProject(text: text) }
    let earlier = try snapshots.at(root).allRecords().filter { $0.layout == .xcode }
    var xcode = xcode
    var groupReason = "--group names it"
    // A module generated before keeps its groups, unless --group moves it.
    let names = Set(request.modules.map(\.name.pascal))
    if xcode.group == nil, let recorded = earlier.first(where: { names.contains($0.module) })?.xcode,
      recorded.target == xcode.target
    {
      xcode.group = recorded.group
      xcode.testTarget = xcode.testTarget ?? recorded.testTarget
      groupReason = "the module was generated there before (--group moves it)"
    }
    let place = try Self.placement(
      of: xcode, in: project, projectFile: relativeProjectFile, modules: earlier.map { ($0.module, $0.xcode) },
      groupReason: groupReason)
    var notes = place.notes
    // The groups' indentation lays the files out unless 'indentation:' was written.
    let indentation = project.indentation(ofGroup: place.source.id)
    var request = request
    for index in request.modules.indices {
      let (style, note) = XcodeCodeStyle.style(request.modules[index].style, in: indentation)
      request.modules[index].style = style
      if let note, !notes.contains(note) { notes.append(note) }
    }
    // The target's deployment targets decide what the code may use, as a package's platforms do.
    let deployment = PlatformAdvice.platforms(of: place.target)
    notes += deployment.notes
    // Regions added to knownRegions for the modules' strings, and those earlier modules added.
    let inherited = Set(
      earlier.filter { $0.xcode?.project == place.placement.project }.flatMap { $0.xcode?.addedRegions ?? [] })
    var (modules, files, records, stale) = try placedModules(
      request, placement: place.placement, platforms: deployment.platforms
    ) { files in
      place.source.isSynchronized ? [] : XcodeModuleFiles.addedRegions(of: files, in: project, inherited: inherited)
    }
    let shared = sharedEntitiesFile(request, placement: place.placement)
    // The support the modules share is declared once, whichever modules write it.
    let supportPlace = XcodeModuleFiles.supportPlacement(place.placement, records: earlier)
    let supportSource =
      supportPlace.group == place.placement.group
      ? place.source
      : try Self.refusing(relativeProjectFile) { () throws(XcodeRefusal) in
        try project.choice(
          ofGroup: try project.group(atPath: supportPlace.group), reason: "the target's modules' support is there")
      }
    let separated = XcodeModuleFiles.separatingSupport(modules, support: supportPlace)
    let support = separated.support.isEmpty ? [] : [(XcodeModuleFiles.supportFolder, separated.support)]
    // The modules' own files, now and as generated before, are theirs to replace.
    let declaring = separated.modules + support + (shared.map { [($0.name, [$0.file])] } ?? [])
    let own = Set(declaring.flatMap(\.files).map(\.path))
      .union(earlier.filter { names.contains($0.module) }.flatMap(\.files.keys)).union(request.adoptedPaths)
    let entities = request.modules.flatMap { $0.entities + ($0.sharedEntities?.entities ?? []) }
    try XcodeTargetDeclarations.check(
      declaring, targets: (place.target, place.testTarget), in: project, root: root, replacing: own,
      entities: Set(entities.map(\.name.pascal)))
    try XcodeResourceClashes.check(
      modules, targets: (place.target, place.testTarget), in: project, root: root, replacing: own)
    var additions: [XcodeProjectEditor.GroupAddition] = []
    if let shared {
      // Their own group beside the modules', in the target's Sources phase.
      files.append(shared.file)
      additions += XcodeModuleFiles.additions(
        of: [shared.file], module: shared.name, placement: place.placement, source: place.source, test: nil,
        targets: (place.target, nil))
    }
    var exclusions: [XcodeProjectEditor.Exclusion] = []
    for (name, supportFiles) in support {
      // A group of its own beside the modules', as the shared entities have; in a folder Xcode
      // keeps in step, the exceptions that keep it out of the folder's other targets.
      additions += XcodeModuleFiles.additions(
        of: supportFiles, module: name, placement: supportPlace, source: supportSource, test: nil,
        targets: (place.target, nil)
      ).filter { $0.parentGroupID != supportSource.id || !supportSource.isSynchronized }
      var saidForTheModules: [String] = []
      exclusions += try XcodeSynchronizedFolders.exclusions(
        of: supportFiles, in: project, sides: [(supportSource, place.target, name)], notes: &saidForTheModules)
    }
    for (name, moduleFiles) in modules {
      // A folder Xcode keeps in step with the disk needs no group: only exceptions, below.
      additions += XcodeModuleFiles.additions(
        of: moduleFiles, module: name, placement: place.placement, source: place.source, test: place.test,
        targets: (place.target, place.testTarget)
      ).filter { addition in
        ![place.source, place.test].contains { $0?.id == addition.parentGroupID && $0?.isSynchronized == true }
      }
      exclusions += try XcodeSynchronizedFolders.exclusions(
        of: moduleFiles, in: project,
        sides: [(place.source, place.target, name), (place.test, place.testTarget, "\(name)Tests")], notes: &notes)
    }
    let projectName = xcode.project.deletingPathExtension().lastPathComponent
    // What this run deletes (a file the module no longer has, files moved) leaves the project too.
    let projectFolder = RelativePath.from(root, to: xcode.project.deletingLastPathComponent())
    let deleted = Set(
      stale.filter { $0.action == .delete }.compactMap { RelativePath.inside($0.path, folder: projectFolder) })
    let edited = try Self.refusing(projectFile.path) { () throws(XcodeProjectError) in
      var text = try XcodeProjectEditor(project: project, projectName: projectName).adding(additions)
      if !exclusions.isEmpty {
        text = try XcodeProjectEditor(project: try XcodeProject(text: text), projectName: projectName)
          .excluding(XcodeSynchronizedFolders.merged(exclusions))
      }
      guard !deleted.isEmpty else { return text }
      return try XcodeProjectEditor(project: try XcodeProject(text: text), projectName: projectName)
        .forgettingFiles(at: deleted)
    }
    // Freeing the parsed project (a value and a string per entry: 5 ms of the main thread for a
    // 5,000-file target) happens on another thread while the plan goes on.
    ReleasedElsewhere.release(consume project)
    var edits = Set(records.map(\.path))
    if edited != text {
      files.append(GeneratedFile(path: relativeProjectFile, contents: edited, kind: .resource))
      edits.insert(relativeProjectFile)
    }
    // The planner compares the plan with the disk: the project file was read above (2 MB for a
    // 5,000-file target), not again.
    var planner = planner
    let knownBefore = planner.knownText
    let projectText = text
    planner.knownText = { path throws(ScaffoldError) in
      path == relativeProjectFile ? .some(projectText) : try knownBefore?(path)
    }
    var plan = try planner.plan(
      files + records, root: root, edits: edits, modules: modules.map(\.name), rootMayBeLink: true,
      stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(of: modules.map(\.name), records: try snapshots.at(root)))
    plan.notes += notes
    return plan
  }

  typealias PlacedModules = (
    modules: [(name: String, files: [GeneratedFile])], files: [GeneratedFile], records: [GeneratedFile],
    stale: [FileChange]
  )

  /// The modules rendered and placed in the target's folders, with a record and a base each, and
  /// the changes to files an earlier generation made that they no longer have.
  /// `platforms` (the target's deployment targets) replace the spec's when there are any.
  /// `regions` gives what a module's record lists in `addedRegions`, from its placed files.
  func placedModules(
    _ request: GenerationRequest, placement: XcodePlacement, platforms: [PlatformRequirement] = [],
    regions: ([GeneratedFile]) -> [String] = { _ in [] }
  ) throws(ScaffoldError) -> PlacedModules {
    let root = request.root
    let snapshot = try snapshots.at(root)
    let recorded = try RecordedProject(records: snapshot, generator: generator).modules()
    let records = try snapshot.allRecords()
    let supportSide = XcodeModuleFiles.supportPlacement(placement, records: records)
    let support = supportSide.sourcePath(of: XcodeModuleFiles.supportFolder)
    let supportElsewhere = (supportSide.group, supportSide.folder) != (placement.group, placement.folder)
    let regenerated = Set(request.modules.map(\.name.pascal))
    // Placed before linking, so a link knows the modules built in the same target.
    let inTarget = try Self.keepingRecordedOrigins(request.modules, records: snapshot).map { module in
      var hosted = XcodeModuleFiles.hosted(module, in: placement)
      if !platforms.isEmpty { hosted.package.platforms = platforms }
      return hosted
    }
    let modules = try ModuleLinker(existing: recorded.filter { !regenerated.contains($0.name.pascal) })
      .link(inTarget)
    var result: PlacedModules = ([], [], [], [])
    let rendered = try ModuleFiles(generator: generator, log: log).render(modules, layout: .target)
    var placed: Set<String> = []
    for (module, targetFiles) in zip(modules, rendered) {
      let name = module.name.pascal
      let moduleFiles = XcodeModuleFiles.place(targetFiles, module: name, placement: placement, support: support)
      result.modules.append((name, moduleFiles))
      // The support several modules write is one file, the same text from each.
      result.files += moduleFiles.filter { placed.insert($0.path).inserted }
      result.stale += try StaleFiles.changes(
        module: name, generated: moduleFiles, records: snapshot, policy: request.policy)
      var recorded = placement
      recorded.addedRegions = regions(moduleFiles)
      if supportElsewhere && moduleFiles.contains(where: { $0.path.hasPrefix(support + "/") }) {
        (recorded.supportGroup, recorded.supportFolder) = (supportSide.group, supportSide.folder)
      }
      result.records.append(
        try recordFile(module, files: moduleFiles, layout: .xcode, root: root, request: request, xcode: recorded))
      result.records.append(BaseFiles.file(module: name, files: moduleFiles))
    }
    // A support file one module no longer writes stays while another module, of this run or
    // recorded, still uses it.
    let usedElsewhere = records.filter { !regenerated.contains($0.module) }.flatMap(\.files.keys)
    var stale = placed.union(usedElsewhere)
    result.stale = result.stale.filter { stale.insert($0.path).inserted }
    return result
  }

  /// The file declaring the spec's shared entities in the target (see
  /// `SharedEntitiesFiles.appTargetDeclarations`), with the name of its group; none without them.
  /// Like a package's entities module it belongs to no module's record, so removing a module keeps it.
  func sharedEntitiesFile(_ request: GenerationRequest, placement: XcodePlacement) -> (
    name: String, file: GeneratedFile
  )? {
    guard let shared = request.modules.lazy.compactMap(\.sharedEntities).first else { return nil }
    let file = SharedEntitiesFiles.appTargetDeclarations(
      shared, toolVersion: generator.toolVersion, folder: placement.folder, access: placement.access)
    let laidOut = ModuleGenerator.laidOut([file], style: request.modules.first?.style ?? .default)[0]
    return (SharedEntitiesFiles.appTargetName(of: shared), laidOut)
  }

  /// The targets, groups and folders the modules go into, and what to tell the user about them.
  private static func placement(
    of xcode: XcodeDestination, in project: XcodeProject, projectFile: String,
    modules: [(name: String, placement: XcodePlacement?)], groupReason: String
  ) throws(ScaffoldError)
    -> (
      placement: XcodePlacement, target: XcodeTarget, testTarget: XcodeTarget?, source: XcodeGroupChoice,
      test: XcodeGroupChoice?, notes: [String]
    )
  {
    try refusing(projectFile) { () throws(XcodeRefusal) in
      // The groups of modules generated before hold Swift files too, but are no place for another.
      var generated: [String: String] = [:]
      for (name, placement) in modules {
        guard let placement else { continue }
        let groups: [(String?, String)] = [(placement.group, name), (placement.testGroup, "\(name)Tests")]
        for case (let parent?, let group) in groups {
          if let id = try? project.group(atPath: XcodePlacement.joined(parent, group)) { generated[id] = name }
        }
      }
      let target = try project.codeTarget(named: xcode.target)
      var notes: [String] = []
      var testTarget: XcodeTarget?
      var defaultTestReason: String?
      if let name = xcode.testTarget {
        testTarget = try project.testTarget(named: name)
      } else {
        let choice = project.defaultTestTarget(for: target)
        testTarget = choice.target
        // Said unless it is the name the user would expect.
        if choice.target?.name != "\(target.name)Tests" { defaultTestReason = choice.reason }
      }
      let source: XcodeGroupChoice
      if let path = xcode.group {
        let id = try project.group(atPath: path)
        // A module inside another's group would keep that group alive after its own removal,
        // and nothing would take it out then.
        if let owner = project.groupChain(to: id)?.lazy.compactMap({ generated[$0.id] }).first {
          throw XcodeRefusal(
            "group '\(path)' is inside module \(owner)'s group, which is Scaffold's to remove with \(owner)",
            hint: "put the module beside it: --group with the group that holds \(owner)'s")
        }
        source = try project.choice(ofGroup: id, reason: groupReason)
      } else {
        source = try project.defaultGroup(for: target, outside: Set(generated.keys))
      }
      notes.append("the module's group goes into \(source.described): \(source.reason)")
      var test: XcodeGroupChoice?
      if let testTarget {
        let choice = try project.defaultGroup(for: testTarget, outside: Set(generated.keys))
        test = choice
        if let defaultTestReason { notes.append("its tests go into target \(testTarget.name): \(defaultTestReason)") }
        notes.append("its tests' group goes into \(choice.described): \(choice.reason)")
      } else if let defaultTestReason {
        notes.append("the module's tests were not written: \(defaultTestReason)")
      }
      let access = DeclarationAccess(productType: target.productType)
      notes.append(
        "its declarations are \(access.rawValue): target \(target.name)'s product type is \(target.kindDescription)"
          + (access == .public ? ", which other targets link" : ", which no other target imports"))
      var placement = XcodePlacement(
        project: String(projectFile.dropLast("/project.pbxproj".count)), target: target.name,
        productModule: target.productModuleName, access: access, group: source.path, folder: source.folder,
        testTarget: testTarget?.name, testGroup: test?.path, testFolder: test?.folder)
      placement.region = project.englishRegion
      if placement.region != "en" {
        notes.append(
          "its English texts go into \(placement.region).lproj: the project's development region is the legacy "
            + "'\(placement.region)', which Xcode keeps apart from 'en'; Xcode's migration to 'en' (the project's "
            + "warning) moves them with the project's own")
      }
      return (placement, target, testTarget, source, test, notes)
    }
  }

  /// `body`'s refusal of the project as a diagnostic at the project file: positioned for a fault
  /// of the file, with what to do.
  static func refusing<Value, Failure: Error>(_ path: String, _ body: () throws(Failure) -> Value)
    throws(ScaffoldError) -> Value
  {
    do {
      return try body()
    } catch let error as XcodeProjectError {
      throw .packageRefused([
        Diagnostic(
          "cannot edit the Xcode project: \(error.message); nothing was written",
          at: SourceLocation(file: path, line: error.line, column: error.column), hint: error.hint)
      ])
    } catch let error as XcodeRefusal {
      throw .packageRefused([Diagnostic("\(error.message); nothing was written", at: nil, hint: error.hint)])
    } catch {
      throw .packageRefused([Diagnostic("cannot edit the Xcode project: \(error)", at: nil)])
    }
  }
}

/// A large value let go on a utility thread rather than where its last use is: its last
/// reference moves into a box that thread empties, so its storage is freed there.
private enum ReleasedElsewhere {
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }

  static func release<Value>(_ value: consuming Value) {
    let box = Box(value)
    DispatchQueue.global(qos: .utility).async { box.value = nil }
  }
}
