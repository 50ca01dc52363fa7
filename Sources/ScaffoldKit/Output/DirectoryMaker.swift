import Foundation

/// Creates an output folder and its missing parents, remembering which it made so a failed
/// write can remove exactly those.
enum DirectoryMaker {
  /// Creates `directory` and missing parents; returns those it created, outermost first.
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
    var isDirectory: ObjCBool = false
    if missing.isEmpty, fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw .writeFailed(path: directory.path, reason: "it is a file, not a folder")
    }
    do {
      for url in missing { try fileManager.createDirectory(at: url, withIntermediateDirectories: false) }
    } catch {
      for url in missing.reversed() { try? fileManager.removeItem(at: url) }
      throw .writeFailed(path: directory.path, reason: FileErrorText.describe(error))
    }
    return missing
  }
}
