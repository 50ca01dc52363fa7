import Foundation
import ScaffoldBase

/// What a run knows of one project's `.scaffold/`: the folder is listed once and every record
/// read once, when the snapshot is made; a merge base is read the first time it is asked for, and
/// never again. Every stage of a run takes the snapshot instead of going back to the disk, so a
/// run sees one state of the records, and a project of hundreds of modules is not read over and
/// over (`ProjectSnapshots` keeps one per root for a whole run).
///
/// It describes the disk as it was before the run wrote anything: make a new one after a write.
public final class ProjectSnapshot: @unchecked Sendable {
  public let root: URL
  /// The recorded modules, sorted.
  public let moduleNames: [String]
  private let recordTexts: [String: String]
  private let records: [String: Result<GenerationRecord, ScaffoldError>]
  // Bases are large (a module's whole output) and only merges need them: read lazily, once.
  private let lock = NSLock()
  private var baseTexts: [String: String?] = [:]

  /// Lists `.scaffold/` under `root` and reads every record in it. A record that cannot be
  /// parsed is an error when it is asked for, not here: a run that never needs it still works.
  public init(root: URL) throws(ScaffoldError) {
    self.root = root
    let names = try Self.recordedModules(in: root)
    // Read and parsed on every core: 200 records took a sixth of `check`'s time on one.
    let read = names.concurrentMap {
      name -> Result<(String, Result<GenerationRecord, ScaffoldError>)?, ScaffoldError> in
      Result { () throws(ScaffoldError) in
        let path = GenerationRecord.path(for: name)
        guard let text = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else { return nil }
        return (text, Result { () throws(ScaffoldError) in try GenerationRecord(jsonText: text, path: path) })
      }
    }
    var texts: [String: String] = [:]
    var records: [String: Result<GenerationRecord, ScaffoldError>] = [:]
    for (name, result) in zip(names, read) {
      guard let (text, record) = try result.get() else { continue }
      texts[name] = text
      records[name] = record
    }
    moduleNames = names.filter { texts[$0] != nil }
    recordTexts = texts
    self.records = records
  }

  /// The modules `.scaffold/` under `root` has records of, sorted, from a listing of the folder
  /// alone: for finding which package records a module, before one is read.
  public static func recordedModules(in root: URL) throws(ScaffoldError) -> [String] {
    let folder = root.appendingPathComponent(GenerationRecord.folder, isDirectory: true)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    } catch {
      throw .unreadableInput(path: folder.path, reason: FileErrorText.describe(error))
    }
  }

  /// The record of `module`, or `nil` when it has none.
  public func record(of module: String) throws(ScaffoldError) -> GenerationRecord? {
    try records[module]?.get()
  }

  /// Every record, sorted by module name.
  public func allRecords() throws(ScaffoldError) -> [GenerationRecord] {
    var all: [GenerationRecord] = []
    for name in moduleNames {
      if let record = try record(of: name) { all.append(record) }
    }
    return all
  }

  /// The records of `names`, or every one when it is empty; an unknown name is an error that
  /// lists the recorded modules.
  public func records(named names: [String]) throws(ScaffoldError) -> [GenerationRecord] {
    guard !names.isEmpty else { return try allRecords() }
    var found: [GenerationRecord] = []
    for name in names {
      guard let record = try record(of: name) else {
        throw .unreadableInput(
          path: root.appendingPathComponent(GenerationRecord.path(for: name)).path,
          reason:
            "no record of a module named \(name); recorded: \(moduleNames.isEmpty ? "none" : moduleNames.joined(separator: ", "))"
        )
      }
      found.append(record)
    }
    return found
  }

  /// The text of `module`'s merge base (`BaseArchive`), `nil` when it has none.
  public func baseText(of module: String) throws(ScaffoldError) -> String? {
    if let known = lock.withLock({ baseTexts[module] }) { return known }
    // Read outside the lock, so modules' bases are read in parallel; two threads reading the
    // same one read the same text.
    let text = try ChangePlanner.existingText(at: root.appendingPathComponent(BaseArchive.path(for: module)))
    lock.withLock { baseTexts[module] = .some(text) }
    return text
  }

  /// The text of a file under `.scaffold/` as this snapshot read it, for the planner's comparison
  /// with the disk: `.some(nil)` for a record or base that does not exist, `nil` for any other
  /// path (which the planner reads itself).
  public func knownText(atPath path: String) throws(ScaffoldError) -> String?? {
    let prefix = GenerationRecord.folder + "/"
    guard path.hasPrefix(prefix) else { return nil }
    let file = path.dropFirst(prefix.count)
    guard !file.contains("/") else { return nil }
    if file.hasSuffix(".json") { return .some(recordTexts[String(file.dropLast(5))]) }
    if file.hasSuffix(".base") { return .some(try baseText(of: String(file.dropLast(5)))) }
    return nil
  }
}

/// One `ProjectSnapshot` per project root for a whole run: the first stage that asks for a
/// root's records reads them, and every later one is given the same snapshot.
public final class ProjectSnapshots: @unchecked Sendable {
  private let lock = NSLock()
  private var byRoot: [String: ProjectSnapshot] = [:]
  private let beforeReading: @Sendable (URL) throws(ScaffoldError) -> Void

  /// - Parameter beforeReading: runs once per root before its records are read: a writing run
  ///   undoes there what an interrupted run left (`InterruptedWrites`), so that everything it
  ///   reads is the project as it was before that run.
  public init(beforeReading: @escaping @Sendable (URL) throws(ScaffoldError) -> Void = { _ in }) {
    self.beforeReading = beforeReading
  }

  /// The snapshot of `root`, read now if this run has not read it yet.
  public func at(_ root: URL) throws(ScaffoldError) -> ProjectSnapshot {
    let key = root.standardizedFileURL.path
    lock.lock()
    defer { lock.unlock() }
    if let known = byRoot[key] { return known }
    try beforeReading(root)
    let snapshot = try ProjectSnapshot(root: root)
    byRoot[key] = snapshot
    return snapshot
  }
}
