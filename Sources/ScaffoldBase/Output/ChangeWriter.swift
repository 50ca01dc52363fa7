import Foundation

/// Applies a `ChangePlan` as one all-or-nothing step.
///
/// Every file is first written to a hidden staging folder (`.scaffold-XXXXXXXX`) on the same file
/// system, which the run locks while it writes. A new package is then renamed into place in one
/// step, so a process killed at any point leaves it absent or complete. Into an existing
/// package, each new folder (`Sources/Login`) moves in with one rename and each replaced file
/// with one rename after a backup, manifest last, each step journalled first; any failure undoes
/// the steps already taken, so the package is left as it was. A run killed between two renames
/// cannot undo them itself: the next run finds its unlocked staging folder and does
/// (`InterruptedWrites`).
public struct ChangeWriter {
  private let fileManager = FileManager.default
  private let log: ActivityLog
  /// Called at each `WriteCheckpoint`; tests make it stop or throw there.
  private let checkpoint: @Sendable (WriteCheckpoint) throws -> Void

  public init(log: ActivityLog = .silent, checkpoint: @escaping @Sendable (WriteCheckpoint) throws -> Void = { _ in }) {
    self.log = log
    self.checkpoint = checkpoint
  }

  public func apply(_ plan: ChangePlan) throws(ScaffoldError) {
    if !plan.conflicts.isEmpty {
      throw .conflicts(root: plan.root.path, paths: plan.conflicts.map(\.path))
    }
    let writes = plan.writes
    guard !writes.isEmpty || !plan.deletions.isEmpty else { return }
    if plan.createsRoot {
      try writeNewRoot(plan.root, files: writes)
    } else {
      try writeIntoExistingRoot(plan.root, files: writes, deletions: plan.deletions.map(\.path))
    }
  }

  /// The package is staged in `.scaffold-XXXXXXXX/package` beside its lock, and that folder is
  /// renamed to the root.
  private func writeNewRoot(_ root: URL, files: [FileChange]) throws(ScaffoldError) {
    let parent = root.deletingLastPathComponent()
    let createdParents = try DirectoryMaker.createMissing(parent)
    let staging = Self.stagingURL(in: parent)
    var lock: StagingLock?
    defer { lock?.release() }
    do {
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
      lock = try StagingLock.acquire(in: staging)
      let package = staging.appendingPathComponent("package", isDirectory: true)
      log.step("writing \(files.count) files to \(package.path)")
      try stage(files, in: package)
      try checkpoint(.publish)
      log.step("renaming it to \(root.path)")
      // rename(2) refuses to replace a non-empty folder, so a run that lost a race fails here.
      if fileManager.fileExists(atPath: root.path) { throw StagingError.appeared(root.path) }
      try fileManager.moveItem(at: package, to: root)
      // Only the lock is left; should this fail, the next run removes it.
      try? fileManager.removeItem(at: staging)
    } catch {
      try? fileManager.removeItem(at: staging)
      DirectoryMaker.removeIfEmpty(createdParents)
      throw Self.failure(error, path: root.path)
    }
  }

  private func writeIntoExistingRoot(_ root: URL, files: [FileChange], deletions: [String]) throws(ScaffoldError) {
    let staging = Self.stagingURL(in: root)
    var transaction = RenameTransaction(root: root, staging: staging)
    var lock: StagingLock?
    defer { lock?.release() }
    do {
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
      lock = try StagingLock.acquire(in: staging)
      log.step("writing \(files.count) files to \(staging.path)")
      try stage(files, in: staging.appendingPathComponent("new"))
      log.step("moving them into \(root.path)\(deletions.isEmpty ? "" : ", deleting \(deletions.count)")")
      // Deletions first, so a file the module no longer has cannot stand in a new folder's way.
      let steps = deletions.map(RenameTransaction.Step.delete) + Self.steps(for: files, root: root)
      for (index, step) in steps.enumerated() {
        try transaction.perform(step)
        try checkpoint(.renamed(index + 1))
      }
      try transaction.commit()
      try? fileManager.removeItem(at: staging)
      EmptyFolders.remove(leftBy: deletions, root: root)
    } catch {
      transaction.rollBack()
      try? fileManager.removeItem(at: staging)
      throw Self.failure(error, path: root.path)
    }
  }

  /// The renames that put `files` in place: the outermost missing folder of each file moves as a
  /// whole; files in existing folders move one by one. `Package.swift` comes last, so the
  /// manifest never names a target whose folder is not there yet.
  static func steps(for files: [FileChange], root: URL) -> [RenameTransaction.Step] {
    var steps: [RenameTransaction.Step] = []
    var movedFolders: Set<String> = []
    for file in files.sorted(by: {
      ($0.path == "Package.swift" ? 1 : 0, $0.path) < ($1.path == "Package.swift" ? 1 : 0, $1.path)
    }) {
      let components = file.path.split(separator: "/").map(String.init)
      var folder: String?
      for depth in 1..<max(components.count, 1) {
        let candidate = components[0..<depth].joined(separator: "/")
        if movedFolders.contains(candidate) {
          folder = candidate
          break
        }
        if !FileManager.default.fileExists(atPath: root.appendingPathComponent(candidate).path) {
          folder = candidate
          break
        }
      }
      if let folder {
        if movedFolders.insert(folder).inserted { steps.append(.moveNew(folder)) }
      } else if file.action == .create {
        steps.append(.moveNew(file.path))
      } else {
        steps.append(.replace(file.path))
      }
    }
    return steps
  }

  private func stage(_ files: [FileChange], in staging: URL) throws {
    let stagingPath = staging.path
    try StagedFile.createFolder(at: stagingPath)
    var createdFolders: Set<String> = [stagingPath]
    var paths: [String] = []
    // Paths joined as text: a `URL` a file (appending, its folder, its path) took about 3 % of a
    // one-module run's main thread. A plan's paths are relative, with no empty, `.` or `..` folder in them.
    for file in files {
      let path = FolderAncestry.path(file.path, in: stagingPath)
      let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? stagingPath
      // Each folder once: a 200-module plan has thousands of files in a few hundred folders.
      if createdFolders.insert(folder).inserted {
        try StagedFile.createFolder(at: folder)
      }
      paths.append(path)
    }
    let progress = log.progress("writing files", total: files.count)
    guard files.count >= Self.filesStagedInParallel else {
      for (index, (path, file)) in zip(paths, files).enumerated() {
        try StagedFile.create(at: path, contents: file.contents)
        progress.advance()
        try checkpoint(.staged(index + 1))
      }
      return
    }
    // Thousands of files: created on every core (the kernel's work, most of the write). Each is
    // counted as it is done, so a checkpoint still comes after that many files; the first
    // failure is thrown once all have stopped, and the caller removes the staging folder.
    let staged = StagedCount()
    let checkpoint = self.checkpoint
    let failures = Array(zip(paths, files)).concurrentMap { path, file -> (any Error)? in
      do {
        try StagedFile.create(at: path, contents: file.contents)
        progress.advance()
        try checkpoint(.staged(staged.next()))
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// Below this many files a plan is staged on one thread: a module's few dozen files take less
  /// time than waking the other cores.
  static let filesStagedInParallel = 256

  /// Short and unique: a long module name must not push the staging name past the file
  /// system's limit.
  static func stagingURL(in folder: URL) -> URL {
    folder.appendingPathComponent("\(stagingPrefix)\(UUID().uuidString.prefix(8))", isDirectory: true)
  }

  static let stagingPrefix = ".scaffold-"

  private static func failure(_ error: Error, path: String) -> ScaffoldError {
    if case StagingError.appeared(let existing) = error {
      return .outputExists(path: existing)
    }
    return .writeFailed(path: path, reason: FileErrorText.describe(error))
  }
}

/// A file or folder that appeared between planning and writing: another run got there first.
enum StagingError: Error {
  case appeared(String)
}

/// How many files have been staged so far, counted from several threads.
private final class StagedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The count with one more file.
  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
