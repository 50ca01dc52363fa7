import Foundation

/// A folder's files as relative path → text, for comparing whole generated trees.
enum FileTree {
  static func read(_ root: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let rootPath = root.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    else { return files }
    for case let url as URL in enumerator {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
      files[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  static func write(_ files: [String: String], to root: URL) throws {
    try? FileManager.default.removeItem(at: root)
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }

  /// A fresh, empty temporary folder.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
