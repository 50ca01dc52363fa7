import Foundation
import ScaffoldKit

/// Finds the package a command runs in, for `--package`'s default and the hint to use it.
enum PackageLocator {
  /// The nearest folder at or above the current one that holds a `Package.swift`, as a path
  /// relative to the current folder (`.` or `../..`).
  static func enclosingPackage() -> String? {
    enclosingPackage(of: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
  }

  /// The nearest folder at or above the current one that holds a `Package.swift` or the records
  /// of generated modules (`.scaffold/`: an Xcode project's folder), relative to the current folder.
  static func enclosingProject() -> String? {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
    var url = current
    while true {
      let manager = FileManager.default
      if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        || manager.fileExists(atPath: url.appendingPathComponent(GenerationRecord.folder).path)
      {
        return relative(from: current, up: url)
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// The nearest folder at or above `folder` with a `Package.swift`, relative to the current
  /// folder when it is at or above it, else absolute.
  static func enclosingPackage(of folder: URL) -> String? {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
    var url = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return current.path == url.path || current.path.hasPrefix(url.path + "/")
          ? relative(from: current, up: url) : url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  private static func relative(from current: URL, up ancestor: URL) -> String {
    let hops = current.pathComponents.count - ancestor.pathComponents.count
    return hops == 0 ? "." : Array(repeating: "..", count: hops).joined(separator: "/")
  }
}
