import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

extension GenerationPlanner {
  /// Modules added to a package that exists, its manifest read and edited in process.
  func existingPackagePlan(root: URL, request: GenerationRequest, planner: ChangePlanner)
    throws(ScaffoldError) -> ChangePlan
  {
    log.step("reading \(root.path)/Package.swift")
    let wanted = request.modules.map {
      ManifestEditor.Addition(module: $0.name.pascal, dependencies: $0.targetDependencies)
    }
    let package = try PackageDescription.read(root: root, handEdits: ManifestEditor.handEdits(for: wanted))
    let recorded: [Module]
    if let known = request.recordedModules {
      recorded = known
    } else {
      recorded = try RecordedProject(records: try snapshots.at(root), generator: generator).modules()
    }
    let clashes = PackageClashRules(package: package, root: root, recordedModules: Set(recorded.map(\.name.pascal)))
    try clashes.check(request.modules)
    let regenerated = Set(request.modules.map(\.name.pascal))
    let linked = try ModuleLinker(existing: recorded.filter { !regenerated.contains($0.name.pascal) })
      .link(request.modules)

    // The support target the package's modules share, when it has one: a new module uses it
    // too instead of declaring its own copy.
    let packageSupport = recorded.lazy.compactMap(\.sharedSupport).first { support in
      package.targets.contains { $0.name == support.moduleName }
    }
    // The package's platforms decide what the code may use (`@Observable` among others).
    let modules = linked.map { module in
      var module = module
      if !package.platforms.isEmpty { module.package.platforms = package.platforms }
      // A module generated before keeps where its support was (its own copy, or the package's).
      if module.sharedSupport == nil {
        module.sharedSupport =
          clashes.isRegeneration(module)
          ? recorded.first { $0.name.pascal == module.name.pascal }?.sharedSupport : packageSupport
      }
      return module
    }
    var (files, records, stale) = try targetParts(modules, root: root, request: request)
    var additions: [ManifestEditor.Addition] = []
    // The settings every target of the package has (strict concurrency, say): the team means
    // them for its new targets too.
    // But not settings that make imports internal by default: the generated code writes plain
    // `import`s, which its public declarations need to be public.
    let importsInternal = package.commonSwiftSettingsMakeImportsInternal(tests: false)
    let settings =
      request.inheritsSettings && !importsInternal ? package.commonSwiftSettings(tests: false) : nil
    let testSettings =
      request.inheritsSettings && !package.commonSwiftSettingsMakeImportsInternal(tests: true)
      ? package.commonSwiftSettings(tests: true) : nil
    // The spec's shared entities: their file is (re)written, their target added once.
    if let shared = modules.lazy.compactMap(\.sharedEntities).first {
      files += ModuleGenerator.laidOut(
        [SharedEntitiesFiles.declarations(shared, toolVersion: generator.toolVersion)],
        style: modules.first?.style ?? .default)
      if !package.targets.contains(where: { $0.name == shared.moduleName.pascal }) {
        additions.append(
          .init(module: shared.moduleName.pascal, dependencies: [], hasTests: false, swiftSettings: settings))
      }
    }
    // Targets this tool made, which a module depends on only because a route of its spec (or the
    // shared entities) needed them.
    let generatedTargets = Set(recorded.map(\.name.pascal) + modules.compactMap(\.sharedEntities?.moduleName.pascal))
    var unneeded: [String: Set<String>] = [:]
    // A support target a new module writes into first (the test support of the first module
    // with a call gate) is added with it.
    let supportTargets = modules.lazy.compactMap(\.sharedSupport).first?.targets(writtenBy: files.map(\.path))
    let written = [supportTargets?.support, supportTargets?.testSupport].compactMap { $0 }
    let declared = Set(package.targets.map(\.name))
    for name in written
    where !declared.contains(name) || (name == supportTargets?.support && !declared.contains(name + "Tests")) {
      let tested = name == supportTargets?.support && supportTargets?.supportIsTested == true
      var target = ManifestEditor.Addition(
        module: name, dependencies: [], hasTests: tested, swiftSettings: settings, testSwiftSettings: testSettings)
      target.isProduct = false
      // A support target from before its tests were written gains them.
      target.addsOnlyTests = declared.contains(name)
      if tested || !target.addsOnlyTests { additions.append(target) }
    }
    let resourceFolders = Self.resourceFolders(in: files)
    for module in modules {
      let name = module.name.pascal
      let resources = resourceFolders[name] ?? []
      if !clashes.isRegeneration(module) {
        let uses = module.sharedSupport == nil ? nil : supportTargets
        var addition = ManifestEditor.Addition(
          module: name, dependencies: module.targetDependencies + [uses?.support].compactMap { $0 },
          resources: resources, swiftSettings: settings, testSwiftSettings: testSettings)
        addition.testDependencies = [uses?.testSupport].compactMap { $0 }
        additions.append(addition)
      } else {
        // Routes added since: the target needs the modules they open. A target made before the
        // module had resources gains them (the editor leaves a target's own `resources:` alone).
        let existing = package.targets.first { $0.name == name }?.dependencies ?? []
        let missing = module.targetDependencies.filter { !existing.contains($0) }
        if !missing.isEmpty || !resources.isEmpty {
          additions.append(.init(module: name, dependencies: missing, targetExists: true, resources: resources))
        }
        // Routes removed since: the modules they opened are no longer needed. Dependencies the
        // user added by hand (other packages, targets the tool did not make) stay.
        let gone = existing.filter { generatedTargets.contains($0) && !module.targetDependencies.contains($0) }
        if !gone.isEmpty { unneeded[name] = Set(gone) }
      }
    }
    // A module that was a package of its own now shares it: its record stops claiming the
    // manifest and README, so `remove` edits the manifest instead of deleting it.
    for record in try snapshots.at(root).allRecords()
    where record.layout == .package && !regenerated.contains(record.module) {
      var converted = record
      converted.layout = .target
      converted.files = record.files.filter {
        $0.key.hasPrefix("Sources/\(record.module)/") || $0.key.hasPrefix("Tests/\(record.module)Tests/")
      }
      records.append(
        GeneratedFile(path: GenerationRecord.path(for: record.module), contents: converted.jsonText, kind: .resource))
    }
    files += try formatConfiguration(modules, root: root)
    var edits = Set(records.map(\.path))
    var manifestEdits: [ManifestEdit] = []
    if !additions.isEmpty || !unneeded.isEmpty {
      let manifestURL = root.appendingPathComponent("Package.swift")
      let current = try ChangePlanner.existingText(at: manifestURL) ?? ""
      var (edited, described) = try ManifestEditor().adding(
        additions, toManifestAt: manifestURL.path, text: current)
      if !unneeded.isEmpty {
        do {
          edited = try ManifestRemoval.removing(
            targets: [], products: [], dependenciesOn: [], dependenciesOf: unneeded, from: edited)
        } catch {
          throw .packageRefused([
            Diagnostic(
              "cannot take the dependencies of removed routes out of Package.swift safely: \(error.message)",
              at: nil,
              hint:
                "remove them by hand: \(unneeded.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.sorted().joined(separator: ", "))" }.joined(separator: "; "))"
            )
          ])
        }
        described += unneeded.sorted { $0.key < $1.key }.flatMap { target, names in
          names.sorted().map { ManifestEdit(kind: .removeTargetDependency, name: $0, target: target) }
        }
      }
      files.append(GeneratedFile(path: "Package.swift", contents: edited, kind: .resource))
      edits.insert("Package.swift")
      manifestEdits = described
    }
    var plan = try planner.plan(
      files + records, root: root, edits: edits, modules: request.modules.map(\.name.pascal),
      manifestEdits: manifestEdits, rootMayBeLink: true, stale: stale,
      generatedBefore: try StaleFiles.recordedHashes(
        of: request.modules.map(\.name.pascal), records: try snapshots.at(root)))
    plan.notes += PlatformAdvice.notes(for: package)
    if request.inheritsSettings && importsInternal && additions.contains(where: { !$0.targetExists }) {
      plan.notes.append(
        "the new targets do not get the settings the package's targets have in common: they turn on "
          + "InternalImportsByDefault, and the generated code's imports are not declared public where its public "
          + "API needs them; add the settings by hand after making those imports 'public import'")
    }
    if additions.contains(where: \.addsSettings) {
      let given = [settings.map { "swiftSettings: \($0)" }, testSettings.map { "test targets: \($0)" }]
        .compactMap { $0 }.joined(separator: "; ")
      plan.notes.append(
        "the new targets get the settings every target of the package has in common (\(given)); "
          + "--no-inherit-settings leaves them out")
    }
    return plan
  }
}
