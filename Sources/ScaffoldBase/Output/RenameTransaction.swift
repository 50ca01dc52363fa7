import Foundation

/// The renames that move staged files into an existing package, undone in reverse on failure.
///
/// Each step is written to a journal in the staging folder before it is taken, so that a run
/// killed between two renames can be undone by the next run (`InterruptedWrites`), which finds
/// the journal and the backups where this run left them. Undoing a step looks at what is on disk
/// rather than trusting that the step finished: a kill can fall inside a step too.
struct RenameTransaction {
  enum Step: Equatable, Codable {
    /// Move a staged file or folder to a path that does not exist yet.
    case moveNew(String)
    /// Replace an existing file, keeping it as a backup until the transaction commits.
    case replace(String)
    /// Delete a file, keeping it as a backup until the transaction commits.
    case delete(String)
  }

  static let journalName = "journal"

  let root: URL
  let staging: URL
  private var done: [Step] = []
  private let fileManager = FileManager.default

  init(root: URL, staging: URL) {
    self.root = root
    self.staging = staging
  }

  mutating func perform(_ step: Step) throws {
    try journal(step)
    // In the journal and not finished, it is undone like a finished one: `undo` checks the disk.
    done.append(step)
    switch step {
    case .moveNew(let path):
      let target = root.appendingPathComponent(path)
      if fileManager.fileExists(atPath: target.path) {
        done.removeLast()
        throw StagingError.appeared(target.path)
      }
      try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: staged(path), to: target)
    case .replace(let path):
      let backup = backupURL(path)
      try fileManager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: root.appendingPathComponent(path), to: backup)
      try fileManager.moveItem(at: staged(path), to: root.appendingPathComponent(path))
    case .delete(let path):
      let backup = backupURL(path)
      try fileManager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: root.appendingPathComponent(path), to: backup)
    }
  }

  /// Makes the steps final. The journal goes first: a run killed after this leaves a staging
  /// folder with nothing to undo, only backups to throw away.
  mutating func commit() throws {
    let journal = staging.appendingPathComponent(Self.journalName)
    if fileManager.fileExists(atPath: journal.path) { try fileManager.removeItem(at: journal) }
    done = []
  }

  /// Puts back what the steps taken so far changed, newest first.
  mutating func rollBack() {
    for step in done.reversed() { undo(step) }
    done = []
  }

  /// Undoes the steps a killed run wrote to the journal in `staging`, newest first. Returns
  /// how many there were.
  static func rollBackJournal(root: URL, staging: URL) throws -> Int {
    let url = staging.appendingPathComponent(journalName)
    guard FileManager.default.fileExists(atPath: url.path) else { return 0 }
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    // A line cut short by the kill was never acted on: its step comes after the write.
    let steps = lines.compactMap { try? JSONDecoder().decode(Step.self, from: Data($0.utf8)) }
    let transaction = RenameTransaction(root: root, staging: staging)
    for step in steps.reversed() { transaction.undo(step) }
    return steps.count
  }

  /// Undoes one step from what the disk shows: a move that happened is moved back, one that
  /// did not is left alone.
  private func undo(_ step: Step) {
    switch step {
    case .moveNew(let path):
      // Staged content still in staging never moved; otherwise the path is ours to remove.
      if !fileManager.fileExists(atPath: staged(path).path) {
        try? fileManager.removeItem(at: root.appendingPathComponent(path))
      }
    case .replace(let path):
      guard fileManager.fileExists(atPath: backupURL(path).path) else { return }
      if !fileManager.fileExists(atPath: staged(path).path) {
        try? fileManager.removeItem(at: root.appendingPathComponent(path))
      }
      try? fileManager.moveItem(at: backupURL(path), to: root.appendingPathComponent(path))
    case .delete(let path):
      guard fileManager.fileExists(atPath: backupURL(path).path) else { return }
      try? fileManager.moveItem(at: backupURL(path), to: root.appendingPathComponent(path))
    }
  }

  private func journal(_ step: Step) throws {
    let url = staging.appendingPathComponent(Self.journalName)
    var line = try JSONEncoder().encode(step)
    line.append(UInt8(ascii: "\n"))
    if !fileManager.fileExists(atPath: url.path) {
      _ = fileManager.createFile(atPath: url.path, contents: nil)
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: line)
  }

  private func staged(_ path: String) -> URL {
    staging.appendingPathComponent("new").appendingPathComponent(path)
  }

  private func backupURL(_ path: String) -> URL {
    staging.appendingPathComponent("previous").appendingPathComponent(path)
  }
}
