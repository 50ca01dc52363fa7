import Foundation

/// Creates an output folder and its missing parents, remembering which it made so a failed
/// write can remove exactly those.
enum DirectoryMaker {
  /// Creates `directory` and missing parents; returns those this call created, outermost first.
  /// A folder another process creates meanwhile is fine, and is not counted as ours.
  static func createMissing(_ directory: URL) throws(ScaffoldError) -> [URL] {
    let fileManager = FileManager.default
    var missing: [URL] = []
    var current = directory.standardizedFileURL
    while !fileManager.fileExists(atPath: current.path) {
      missing.insert(current, at: 0)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    // The nearest existing ancestor must be a folder: `--output notes.txt/Features` says so.
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: current.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      let which = current.path == directory.standardizedFileURL.path ? "it" : current.path
      throw .writeFailed(path: directory.path, reason: "\(which) is a file, not a folder")
    }
    var created: [URL] = []
    for url in missing {
      if mkdir(url.path, 0o755) == 0 {
        created.append(url)
      } else if errno != EEXIST || !isFolder(url) {
        let reason = String(cString: strerror(errno)).lowercased()
        removeIfEmpty(created)
        throw .writeFailed(path: directory.path, reason: reason)
      }
    }
    return created
  }

  /// Removes `folders` (innermost first) only while they are empty: another run may have put
  /// its finished package in one of them meanwhile, and that must survive our failure.
  static func removeIfEmpty(_ folders: [URL]) {
    for url in folders.reversed() { rmdir(url.path) }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
