import Foundation

/// The renames that move staged files into an existing package, undone in reverse on failure.
struct RenameTransaction {
  enum Step: Equatable {
    /// Move a staged file or folder to a path that does not exist yet.
    case moveNew(String)
    /// Replace an existing file, keeping it as a backup until the transaction commits.
    case replace(String)
    /// Delete a file, keeping it as a backup until the transaction commits.
    case delete(String)
  }

  let root: URL
  let staging: URL
  private var done: [Step] = []
  private let fileManager = FileManager.default

  init(root: URL, staging: URL) {
    self.root = root
    self.staging = staging
  }

  mutating func perform(_ step: Step) throws {
    switch step {
    case .moveNew(let path):
      let target = root.appendingPathComponent(path)
      if fileManager.fileExists(atPath: target.path) { throw StagingError.appeared(target.path) }
      try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: staged(path), to: target)
    case .replace(let path):
      let backup = backupURL(path)
      try fileManager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: root.appendingPathComponent(path), to: backup)
      do {
        try fileManager.moveItem(at: staged(path), to: root.appendingPathComponent(path))
      } catch {
        try? fileManager.moveItem(at: backup, to: root.appendingPathComponent(path))
        throw error
      }
    case .delete(let path):
      let backup = backupURL(path)
      try fileManager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: root.appendingPathComponent(path), to: backup)
    }
    done.append(step)
  }

  mutating func commit() {
    done = []
  }

  /// Puts back what the steps taken so far changed, newest first.
  mutating func rollBack() {
    for step in done.reversed() {
      switch step {
      case .moveNew(let path):
        try? fileManager.removeItem(at: root.appendingPathComponent(path))
      case .replace(let path):
        try? fileManager.removeItem(at: root.appendingPathComponent(path))
        try? fileManager.moveItem(at: backupURL(path), to: root.appendingPathComponent(path))
      case .delete(let path):
        try? fileManager.moveItem(at: backupURL(path), to: root.appendingPathComponent(path))
      }
    }
    done = []
  }

  private func staged(_ path: String) -> URL {
    staging.appendingPathComponent("new").appendingPathComponent(path)
  }

  private func backupURL(_ path: String) -> URL {
    staging.appendingPathComponent("previous").appendingPathComponent(path)
  }
}
