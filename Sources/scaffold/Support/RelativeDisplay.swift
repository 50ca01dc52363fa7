import Foundation

/// Paths shown to people: relative to the current folder when inside it, else absolute.
enum RelativeDisplay {
  static func path(of url: URL, from base: URL) -> String {
    let target = url.standardizedFileURL.path
    let prefix = base.standardizedFileURL.path
    if target == prefix { return "." }
    if target.hasPrefix(prefix + "/") { return String(target.dropFirst(prefix.count + 1)) }
    return target
  }
}
