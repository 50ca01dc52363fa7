import Foundation

/// Paths written into records relative to the package root, so a record stays valid when the
/// project is cloned elsewhere.
public enum RelativePath {
  /// A path shown to people: relative to `base` when inside it (`.` for `base` itself), else absolute.
  public static func display(of url: URL, from base: URL) -> String {
    let target = url.standardizedFileURL.path
    let prefix = base.standardizedFileURL.path
    if target == prefix { return "." }
    if target.hasPrefix(prefix + "/") { return String(target.dropFirst(prefix.count + 1)) }
    return target
  }

  /// The folder `path` names, read from `base` when relative: a command's paths are the user's,
  /// from the folder it runs in (the CLI's current folder; the MCP server's project), not from
  /// wherever the process happens to be.
  public static func folder(_ path: String, from base: URL) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path, isDirectory: true) : base.appendingPathComponent(path, isDirectory: true)
    return url.standardizedFileURL
  }

  /// `target` relative to `base`, with `..` where it lies outside.
  static func from(_ base: URL, to target: URL) -> String {
    let baseParts = base.standardizedFileURL.pathComponents
    let targetParts = target.standardizedFileURL.pathComponents
    var common = 0
    while common < baseParts.count, common < targetParts.count, baseParts[common] == targetParts[common] {
      common += 1
    }
    let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `path` (relative to the root) relative to `folder` (relative to the root too, `.` for the
  /// root itself); `nil` when it is not inside it.
  static func inside(_ path: String, folder: String) -> String? {
    if folder == "." || folder.isEmpty { return path }
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
  }
}
