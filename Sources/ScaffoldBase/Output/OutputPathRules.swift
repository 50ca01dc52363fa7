/// Rules for where a template may write: inside the package, never outside it (`ProjectPathRule`
/// refuses `~`, absolute paths and `..` climbing out, as for every path read from a file).
package enum OutputPathRules {
  /// Why `path` is not a safe relative output path, or `nil` when it is.
  package static func problem(with path: String) -> String? {
    if path.isEmpty { return "is empty" }
    if let problem = ProjectPathRule.problem(withRelative: path) { return problem }
    // By its bytes: `contains` with a text is Foundation's search, slow to start in every run.
    if path.utf8.contains(UInt8(ascii: "\\")) { return "contains a backslash; use '/' between folders" }
    let components = ByteSplit.pieces(of: path, at: "/", omittingEmpty: false)
    if components.contains(where: { $0.isEmpty }) { return "has an empty folder name" }
    if components.contains(where: { $0 == ".." || $0 == "." }) { return "leaves the package folder" }
    return nil
  }
}
