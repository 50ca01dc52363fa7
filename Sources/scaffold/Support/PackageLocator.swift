import Foundation

/// Finds the package a command runs in, for `--package`'s default and the hint to use it.
enum PackageLocator {
  /// The nearest folder at or above the current one that holds a `Package.swift`, as a path
  /// relative to the current folder (`.` or `../..`).
  static func enclosingPackage() -> String? {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
    var hops = 0
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return hops == 0 ? "." : Array(repeating: "..", count: hops).joined(separator: "/")
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
      hops += 1
    }
  }
}
