import Foundation

/// A folder and the folders above it, as paths. Every run walks up from its folder three times
/// (`.scaffold.yml`, git's folder, swift-format's and git's settings); with a `URL` a step
/// (`standardizedFileURL`, `deletingLastPathComponent`) those walks took about 4 % of a
/// one-module run's main thread. The folder's path is standardized once by its components, as
/// `standardizedFileURL` does it (`.` dropped, `..` taking the folder before it, symbolic links
/// left alone); each step above is then the text before the last `/`.
package enum FolderAncestry {
  /// `folder`'s standardized path, then each folder's above it, ending with `/`.
  package static func paths(from folder: URL) -> [String] {
    let path = folder.path
    guard path.hasPrefix("/") else { return [folder.standardizedFileURL.path] }
    var components: [Substring] = []
    for component in ByteSplit.pieces(of: path, at: "/") where component != "." {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    // Each folder's path is the one above it and its name, written with concrete `String`s: a
    // generic `joined` or `+` of a `Substring` asks the runtime for a conformance, a scan of
    // every loaded library's conformances the first time (some 60 µs here, on the main thread).
    var paths: [String] = []
    var ancestor = ""
    for component in components {
      ancestor += "/"
      ancestor += String(component)
      paths.append(ancestor)
    }
    return paths.reversed() + ["/"]
  }

  /// The path of `name` in the folder at `folder`: no doubled slash at the root.
  package static func path(_ name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
