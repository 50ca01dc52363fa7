import Foundation

/// The one rule every path read from a file (`.scaffold.yml`, a Rambafile, a `.rambaspec`, a
/// template's `output:`) meets: it names a place inside the project, however it is spelled.
/// Paths typed on the command line are the user's explicit choice and do not go through it.
public enum ProjectPathRule {
  /// Why `path`, written relative to `folder` (or absolute), names a place outside `folder`, or
  /// `nil` when it stays inside. The text follows the path in a message: "output '~/x' starts…".
  /// With `followingLinks`, the folders it names that exist are resolved, so a symbolic link
  /// that leads out (`link -> /tmp/elsewhere`) is caught before anything is written.
  /// `showingFolder`: whether the message names the project folder (a message printed in docs
  /// and tests leaves it out, as it changes from one machine to the next).
  public static func problem(
    with path: String, in folder: URL, followingLinks: Bool = true, showingFolder: Bool = true
  ) -> String? {
    if path.hasPrefix("~") {
      return "starts with '~', which Scaffold does not expand to a home folder (only a shell does)"
    }
    let root = folder.standardizedFileURL.path
    let outside = "the project folder" + (showingFolder ? " \(root)" : "")
    guard let relative = relativeComponents(path, root: root) else { return "leaves \(outside)" }
    guard followingLinks else { return nil }
    return linkLeaving(relative, root: root, outside: outside)
  }

  /// The same rule for a path relative to a folder not known here (a template's output path, a
  /// `.rambaspec` entry, a record's file): relative, no leading `~`, no `..` climbing out.
  public static func problem(withRelative path: String) -> String? {
    if path.hasPrefix("~") { return problem(with: path, in: URL(fileURLWithPath: "/"), followingLinks: false) }
    if path.hasPrefix("/") { return "is absolute; it must be relative to the folder it is written in" }
    return relativeComponents(path, root: "/") == nil ? "climbs out of its folder with '..'" : nil
  }

  /// `path`'s components below `root`, or `nil` when `..` climbs above it or an absolute path is
  /// elsewhere. `.` and empty components are dropped.
  static func relativeComponents(_ path: String, root: String) -> [String]? {
    var text = path
    if path.hasPrefix("/") {
      let target = URL(fileURLWithPath: path).standardizedFileURL.path
      let prefix = root.hasSuffix("/") ? root : root + "/"
      guard target == root || target.hasPrefix(prefix) else { return nil }
      text = String(target.dropFirst(min(prefix.count, target.count)))
    }
    var components: [String] = []
    for component in ByteSplit.pieces(of: text, at: "/") where component != "." {
      if component == ".." {
        guard !components.isEmpty else { return nil }
        components.removeLast()
      } else {
        components.append(String(component))
      }
    }
    return components
  }

  /// Walks down from `root` while the folders exist (the deepest existing ancestor is as far as
  /// the disk can say anything) and names the first one whose real path is outside `root`.
  private static func linkLeaving(_ components: [String], root: String, outside: String) -> String? {
    let realRoot = realPath(root) ?? root
    var current = root
    var written: [String] = []
    for component in components {
      current += (current.hasSuffix("/") ? "" : "/") + component
      written.append(component)
      let shown = written.joined(separator: "/")
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      guard let real = realPath(current) else {
        // A link to nothing: where a write through it would land cannot be known, so refuse it.
        return target.map { "goes through the symbolic link '\(shown)' to \($0), which does not exist" }
      }
      guard !isInside(real, realRoot) else { continue }
      if let target {
        let resolved = target == real ? "" : " (\(real))"
        return "goes through the symbolic link '\(shown)' to \(target)\(resolved), outside \(outside)"
      }
      return "resolves through '\(shown)' to \(real), outside \(outside)"
    }
    return nil
  }

  private static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The path with every symbolic link resolved, or `nil` when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
