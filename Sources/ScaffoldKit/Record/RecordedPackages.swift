import Foundation
import ScaffoldBase

/// Every package below a folder that records generated modules (a `Package.swift` beside a
/// `.scaffold/` holding a record): what `scaffold check --recursive` checks in a monorepo.
public enum RecordedPackages {
  /// Folders never searched: build products, package and pod checkouts, version control and
  /// other hidden folders, and Xcode's project bundles, which hold copies or settings rather than
  /// the project's own packages.
  static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || ["node_modules", "DerivedData", "Pods", "Carthage"].contains(name)
      || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
  }

  /// The package roots, sorted by path; `folder` itself when it is one. Only lists `.scaffold/`
  /// folders: the package a command then works on is read once, by its `ProjectSnapshot`.
  /// Refuses the file system's root and the home folder (`home`, from `$HOME`): run there by
  /// mistake, the search would walk the whole disk (a minute and a half on a Linux machine).
  public static func find(under folder: URL, home: String? = ProcessInfo.processInfo.environment["HOME"])
    throws(ScaffoldError) -> [URL]
  {
    let start = folder.standardizedFileURL.resolvingSymlinksInPath().path
    let homeFolder = home.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
    if start == "/" || start == homeFolder {
      throw .unreadableInput(
        path: folder.path,
        reason: "it is \(start == "/" ? "the file system's root" : "your home folder"), and a search below it for "
          + "recorded packages would walk the whole disk; run the command in the folder that holds your packages, "
          + "or name it with --package")
    }
    var found: [URL] = []
    var pending = [folder.standardizedFileURL]
    while let current = pending.popLast() {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path),
        try !ProjectSnapshot.recordedModules(in: current).isEmpty
      {
        found.append(current)
      }
      let children = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
      for child in children where !isSkipped(child) {
        let url = current.appendingPathComponent(child, isDirectory: true)
        var isDirectory: ObjCBool = false
        // Symbolic links are not followed: a link back up would loop, and a linked package is
        // checked where it really is.
        let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey])
        if values?.isSymbolicLink != true, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          pending.append(url)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
