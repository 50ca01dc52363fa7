import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold check`: what re-rendering a recorded module with today's templates and spec would
/// change compared with what was recorded. Hand edits do not count; `status` reports those.
public struct DriftReport: Sendable, Equatable {
  public enum Change: String, Sendable, Equatable {
    /// Today's rendering differs from the recorded one.
    case changed
    /// Today's template or spec generates a file that was not generated then.
    case added
    /// A recorded file is no longer generated.
    case removed
    /// The file on disk still holds conflict markers from `scaffold update`.
    case conflicted
  }

  public struct FileDrift: Sendable, Equatable {
    public var path: String
    public var change: Change
    /// From the file on disk to today's rendering, when the disk still holds the recorded
    /// content; `nil` when it was edited by hand (its recorded text is then unknown).
    public var diff: String?
  }

  public var module: String
  public var files: [FileDrift]
  /// The template's content changed since generation (even if the output did not).
  public var templateChanged: Bool
  /// The spec was read from the spec file named in the record.
  public var readSpecFile: Bool
  /// Today's spec (file and command line, normalized) is not the one recorded: with
  /// `templateChanged`, why the module is behind; neither means the tool itself changed.
  public var specChanged = false
  /// For a module made from an OpenAPI document whose text changed since: what changed in its
  /// chosen operations ("petstore.yaml changed: new operation listCoupons").
  public var documentChange: String?

  public var hasDrift: Bool { !files.isEmpty }

  /// Re-renders every recorded module of the package at `root` (or those named) and compares
  /// each with its record.
  public static func check(
    root: URL, modules names: [String] = [], generator: ModuleGenerator, log: ActivityLog = .silent
  ) throws(ScaffoldError) -> [DriftReport] {
    try check(records: try ProjectSnapshot(root: root), modules: names, generator: generator, log: log)
  }

  /// Re-renders every module `records` holds (or those named) and compares each with its record.
  public static func check(
    records: ProjectSnapshot, modules names: [String] = [], generator: ModuleGenerator, log: ActivityLog = .silent
  ) throws(ScaffoldError) -> [DriftReport] {
    let root = records.root
    log.step("reading the records in \(root.path)/.scaffold/")
    let entries = try RecordedProject(records: records, generator: generator).linkedModules().filter {
      names.isEmpty || names.contains($0.record.module)
    }
    // Modules are independent once linked, so they re-render in parallel.
    let reports = ResultSlots<DriftReport>(count: entries.count)
    // Only those whose fingerprint is not the recorded one are rendered (`of`).
    log.step("comparing \(entries.count == 1 ? "1 module" : "\(entries.count) modules") with their records")
    let progress = log.progress("checking modules", total: entries.count)
    DispatchQueue.concurrentPerform(iterations: entries.count) { index in
      let entry = entries[index]
      do throws(ScaffoldError) {
        reports.set(
          index,
          .success(
            try of(
              entry.record, module: entry.module, readSpecFile: entry.readSpecFile, root: root, generator: generator)
          ))
      } catch {
        reports.set(index, .failure(error))
      }
      progress.advance()
    }
    return try reports.values()
  }

  /// Re-renders `module` (today's version of `record`'s) and compares it with the record. A
  /// module whose recorded fingerprint is today's is not rendered: it would give the recorded
  /// files exactly (`ModuleFiles.rendersAsRecorded`).
  static func of(
    _ record: GenerationRecord, module: Module, readSpecFile: Bool, root: URL, generator: ModuleGenerator
  ) throws(ScaffoldError) -> DriftReport {
    let moduleFiles = ModuleFiles(generator: generator)
    let template = try generator.template(for: module)
    var drifts: [FileDrift] = []
    if try !moduleFiles.rendersAsRecorded(module, record: record) {
      drifts = try renderedDrifts(record, module: module, root: root, moduleFiles: moduleFiles)
    }
    // An unresolved merge is not in step with anything: CI must not pass it.
    let rootPath = root.path
    for path in record.files.keys.sorted() {
      guard let text = try ChangePlanner.existingText(atPath: FolderAncestry.path(path, in: rootPath)),
        ThreeWayMerge.hasConflictMarkers(text)
      else { continue }
      drifts.append(FileDrift(path: path, change: .conflicted, diff: nil))
    }
    var report = DriftReport(
      module: record.module, files: drifts, templateChanged: template.contentHash != record.templateHash,
      readSpecFile: readSpecFile)
    report.specChanged = !drifts.isEmpty && NormalizedSpec.value(of: module) != record.spec
    if let then = record.openAPI, let now = module.openAPI, then.sha256 != now.sha256 {
      report.documentChange = now.change(since: then)
    }
    return report
  }

  /// What rendering `module` today changes against `record`: files changed, added and removed.
  private static func renderedDrifts(
    _ record: GenerationRecord, module: Module, root: URL, moduleFiles: ModuleFiles
  ) throws(ScaffoldError) -> [FileDrift] {
    let rendered = try moduleFiles.files(
      of: module, layout: record.layout, xcode: record.xcode,
      support: XcodeModuleFiles.recordedSupport(in: record.files.keys))
    var drifts: [FileDrift] = []
    let renderedPaths = Set(rendered.map(\.path))
    for file in rendered.sorted(by: { $0.path < $1.path }) {
      guard let recordedHash = record.files[file.path] else {
        drifts.append(
          FileDrift(
            path: file.path, change: .added, diff: UnifiedDiff.text(old: nil, new: file.contents, path: file.path)))
        continue
      }
      guard SHA256.hex(of: file.contents) != recordedHash else { continue }
      let onDisk = try ChangePlanner.existingText(at: root.appendingPathComponent(file.path))
      let diff = onDisk.flatMap { SHA256.hex(of: $0) == recordedHash ? $0 : nil }.map {
        UnifiedDiff.text(old: $0, new: file.contents, path: file.path)
      }
      drifts.append(FileDrift(path: file.path, change: .changed, diff: diff))
    }
    for path in record.files.keys.sorted() where !renderedPaths.contains(path) {
      drifts.append(FileDrift(path: path, change: .removed, diff: nil))
    }
    return drifts
  }
}
