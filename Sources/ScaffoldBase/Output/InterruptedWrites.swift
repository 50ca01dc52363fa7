import Foundation

/// What runs that were killed while writing left behind: their staging folders, and in an
/// existing package the renames they had made. A staging folder whose lock can be taken belongs
/// to a run that has ended; its journal says which renames to undo, newest first, and then the
/// folder goes. Writing commands call this before they plan, so they plan against the package
/// as it was before the killed run.
public enum InterruptedWrites {
  /// Undoes and removes what killed runs left in `root` and in the folder that holds it (where a
  /// new package is staged). Returns a line per run undone, for the user.
  public static func recover(around root: URL) throws(ScaffoldError) -> [String] {
    var undone: [String] = []
    for folder in [root, root.deletingLastPathComponent()] {
      for staging in abandonedStagingFolders(in: folder) {
        guard let lock = StagingLock.takeIfAbandoned(staging) else { continue }
        defer { lock.release() }
        do {
          let steps = try RenameTransaction.rollBackJournal(root: folder, staging: staging)
          try FileManager.default.removeItem(at: staging)
          undone.append(
            steps == 0
              ? "removed \(staging.path), left by a run that was stopped (nothing of it needed undoing)"
              : "undid \(steps) step\(steps == 1 ? "" : "s") of a run that was stopped while writing into \(folder.path)"
          )
        } catch {
          throw .writeFailed(
            path: staging.path,
            reason:
              "a run that was stopped left it, and it cannot be undone (\(FileErrorText.describe(error))); "
              + "compare the package with version control and delete the folder")
        }
      }
    }
    return undone
  }

  /// The staging folders in `root` and the folder that holds it whose run has ended without
  /// finishing: what `recover(around:)` would undo. Only reads (the lock is taken and let go).
  public static func leftovers(around root: URL) -> [URL] {
    [root, root.deletingLastPathComponent()].flatMap { folder in
      abandonedStagingFolders(in: folder).filter { staging in
        guard let lock = StagingLock.takeIfAbandoned(staging) else { return false }
        lock.release()
        return true
      }
    }
  }

  /// The staging folders directly in `folder`; whether each is abandoned is the lock's to say.
  private static func abandonedStagingFolders(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(ChangeWriter.stagingPrefix) }.sorted().map {
      folder.appendingPathComponent($0, isDirectory: true)
    }
  }
}
