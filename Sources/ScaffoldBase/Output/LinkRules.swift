import Foundation

/// Scaffold never writes through a symbolic link inside the package it writes: a link there
/// (`Login -> /elsewhere`, `Sources -> ../shared`) would put generated files outside the folder
/// the user asked for.
package enum LinkRules {
  static func refuseLinks(in paths: [String], root: URL, includingRoot: Bool) throws(ScaffoldError) {
    if includingRoot, isLink(root.path) {
      throw .writeFailed(
        path: root.path, reason: "it is a symbolic link; scaffold writes nothing through links, so move or remove it")
    }
    // Paths as text, not URLs: a plan of thousands of files checks each folder once, and
    // building a URL per component was most of this check's time.
    var checked: Set<String> = []
    let rootPath = root.path
    for path in paths {
      var current = rootPath
      for component in ByteSplit.pieces(of: path, at: "/") {
        current += (current.hasSuffix("/") ? "" : "/") + component
        guard checked.insert(current).inserted else { continue }
        if isLink(current) {
          throw .writeFailed(
            path: current,
            reason: "it is a symbolic link; scaffold writes nothing through links, so move or remove it")
        }
      }
    }
  }

  /// Whether `path` is itself a symbolic link (false when nothing is there).
  package static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }
}
