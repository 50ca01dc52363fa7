import Foundation

/// A folder and the folders above it, as paths. Every run walks up from its folder three times
/// (`.scaffold.yml`, git's folder, swift-format's and git's settings); with a `URL` a step
/// (`standardizedFileURL`, `deletingLastPathComponent`) those walks were a twentieth of a
/// one-module run. The folder is standardized once, as `standardizedFileURL` does it (`.` and `..`
/// resolved, symbolic links left alone); each step above is then the text before the last `/`.
package enum FolderAncestry {
  /// `folder`'s standardized path, then each folder's above it, ending with `/`.
  package static func paths(from folder: URL) -> [String] {
    var path = folder.standardizedFileURL.path
    // `standardizedFileURL` keeps a trailing slash (`/tmp/`); the walk's paths have none.
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard path.hasPrefix("/") else { return [path] }
    var paths = [path]
    while path != "/" {
      let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
      path = slash == path.startIndex ? "/" : String(path[..<slash])
      paths.append(path)
    }
    return paths
  }

  /// The path of `name` in the folder at `folder`: no doubled slash at the root.
  package static func path(_ name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
