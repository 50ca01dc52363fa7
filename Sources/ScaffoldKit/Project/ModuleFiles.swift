/// The files of a module as its layout places them.
import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

struct ModuleFiles {
  let generator: ModuleGenerator
  var log: ActivityLog = .silent
  /// Told of each module read back from the disk (`recordedFiles`), when given.
  var readBack: ReadBackModules?

  /// Every module's files, rendered in parallel (modules are independent), in module order.
  /// With `records`, a module they show unchanged is read back from the disk, not rendered
  /// (`recordedFiles`).
  func render(_ modules: [Module], layout: ModuleLayout, reusing records: ProjectSnapshot? = nil)
    throws(ScaffoldError) -> [[GeneratedFile]]
  {
    let results = ResultSlots<[GeneratedFile]>(count: modules.count)
    log.step("rendering \(modules.count == 1 ? "1 module" : "\(modules.count) modules")")
    let progress = log.progress("rendering modules", total: modules.count)
    DispatchQueue.concurrentPerform(iterations: modules.count) { index in
      do throws(ScaffoldError) {
        results.set(index, .success(try files(of: modules[index], layout: layout, reusing: records)))
      } catch {
        results.set(index, .failure(error))
      }
      progress.advance()
    }
    return try results.values()
  }

  /// The module's files in a package (`layout` is `package` or `target`): read back from the
  /// disk when `records` show them unchanged (`recordedFiles`), else rendered.
  func files(of module: Module, layout: ModuleLayout, reusing records: ProjectSnapshot?) throws(ScaffoldError)
    -> [GeneratedFile]
  {
    if let records, let record = try records.record(of: module.name.pascal),
      let known = try recordedFiles(of: module, layout: layout, record: record, root: records.root)
    {
      return known
    }
    return try files(of: module, layout: layout)
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
        try targetFiles(of: rendered(module, layout: layout, xcode: xcode)), module: module.name.pascal,
        placement: xcode,
        support: support)
    }
  }

  /// The module's library and test files, without the package-level files (`Package.swift`,
  /// `README.md`) its template writes for a package of its own.
  func targetFiles(of module: Module) throws(ScaffoldError) -> [GeneratedFile] {
    try targetFiles(of: module, from: try generator.plan(for: module).files)
  }

  /// `rendered`, the files of the module's template, without those of a package of its own.
  private func targetFiles(of module: Module, from rendered: [GeneratedFile]) throws(ScaffoldError)
    -> [GeneratedFile]
  {
    let name = module.name.pascal
    let files = rendered.filter { $0.kind != .resource }
    // The support every module shares has folders of its own (`support.folder`): a group of an
    // app target, or the package's support targets.
    let support =
      if let shared = module.sharedSupport {
        shared.folders
      } else {
        module.placement == .package ? [] : ["Sources/\(ModulePlacement.supportFolder)/"]
      }
    let outside = files.filter { file in
      !file.path.hasPrefix("Sources/\(name)/") && !file.path.hasPrefix("Tests/\(name)Tests/")
        && !support.contains(where: file.path.hasPrefix)
    }
    guard outside.isEmpty else {
      let supportNote =
        support.isEmpty
        ? ""
        : " (and \(support.joined(separator: ", ")), the support its \(module.sharedSupport == nil ? "app target" : "package") shares)"
      throw .invalidTemplate(
        outside.map { file in
          Diagnostic(
            "the template writes '\(file.path)', outside Sources/\(name)/ and Tests/\(name)Tests/" + supportNote,
            at: nil,
            hint: "a module added to a package may only write into its own targets' folders")
        })
    }
    return files
  }

  /// The module as `files(of:layout:xcode:)` renders it: in an Xcode target, as the target hosts it.
  func rendered(_ module: Module, layout: ModuleLayout, xcode: XcodePlacement?) -> Module {
    guard layout == .xcode, let xcode else { return module }
    return XcodeModuleFiles.hosted(module, in: xcode)
  }

  /// `GenerationRecord.renderFingerprint`: the generator's fingerprint of `module` as rendered
  /// (see `rendered`), with where its files go: the layout, the Xcode placement, and the support
  /// folder as `files` (the module's paths) show it, which is how `check` finds it again.
  /// `context`: the module's template context, when the caller built it already.
  func fingerprint(
    ofRendered module: Module, layout: ModuleLayout, xcode: XcodePlacement?, files: some Sequence<String>,
    context: ContextValue? = nil
  ) throws(ScaffoldError) -> String {
    var inputs: [String: ContextValue] = [
      "module": .string(try generator.renderFingerprint(for: module, context: context)),
      "layout": .string(layout.rawValue),
    ]
    if let xcode { inputs["xcode"] = xcode.contextValue }
    if let support = XcodeModuleFiles.recordedSupport(in: files) { inputs["support"] = .string(support) }
    return SHA256.hex(of: ContextValue.object(inputs).jsonBytes())
  }

  /// Whether rendering `module` today gives exactly the files `record` lists: the recorded
  /// fingerprint is today's. Always false for a record without one.
  /// `context`: the template context of `module` as rendered, when the caller built it already.
  func rendersAsRecorded(_ module: Module, record: GenerationRecord, context: ContextValue? = nil)
    throws(ScaffoldError) -> Bool
  {
    guard let recorded = record.renderFingerprint else { return false }
    let module = rendered(module, layout: record.layout, xcode: record.xcode)
    return try fingerprint(
      ofRendered: module, layout: record.layout, xcode: record.xcode, files: record.files.keys, context: context)
      == recorded
  }

  /// The module's files read back from the disk instead of rendered, when that is exactly what
  /// rendering would give: today's fingerprint is the recorded one, and every recorded file is on
  /// disk with its recorded hash. Their paths and kinds come from the template's output paths
  /// alone (`ModuleGenerator.outline`). `nil` when any of that fails, or for an Xcode target,
  /// whose files are placed after rendering.
  func recordedFiles(of module: Module, layout: ModuleLayout, record: GenerationRecord, root: URL)
    throws(ScaffoldError) -> [GeneratedFile]?
  {
    guard layout == record.layout, layout != .xcode, record.renderFingerprint != nil else { return nil }
    // Outside an Xcode target the module renders as it is: one context for its fingerprint and
    // its output paths (building it was a fifth of reading a module back).
    let context = generator.context(for: module)
    guard try rendersAsRecorded(module, record: record, context: context) else { return nil }
    let outline = try generator.outline(for: module, context: context)
    var files = layout == .target ? try targetFiles(of: module, from: outline) : outline
    guard files.count == record.files.count, Set(files.map(\.path)) == Set(record.files.keys) else { return nil }
    let rootPath = root.path
    for index in files.indices {
      let path = files[index].path
      guard let text = try ChangePlanner.existingText(atPath: FolderAncestry.path(path, in: rootPath)),
        SHA256.hex(of: text) == record.files[path]
      else { return nil }
      files[index].contents = text
    }
    readBack?.add(record, files: files)
    return files
  }
}

/// The records of the modules a plan read back from the disk (`ModuleFiles.recordedFiles`): their
/// hashes and fingerprints hold for the new records, so they are not computed again.
final class ReadBackModules: @unchecked Sendable {
  private let lock = NSLock()
  private var records: [String: GenerationRecord] = [:]
  /// Each file read back, with the recorded hash its text was found to have.
  private var texts: [String: (text: String, sha256: String)] = [:]

  func add(_ record: GenerationRecord, files: [GeneratedFile]) {
    lock.withLock {
      records[record.module] = record
      for file in files {
        if let hash = record.files[file.path] { texts[file.path] = (file.contents, hash) }
      }
    }
  }

  func verifiedText(atPath path: String) -> (text: String, sha256: String)? {
    lock.withLock { texts[path] }
  }

  /// The record `module` was read back by, when it was read back in `layout` with exactly `paths`.
  func record(of module: String, layout: ModuleLayout, paths: [String]) -> GenerationRecord? {
    guard let record = lock.withLock({ records[module] }), record.layout == layout,
      paths.count == record.files.count, Set(paths) == Set(record.files.keys)
    else { return nil }
    return record
  }
}
