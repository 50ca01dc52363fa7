/// The errors ScaffoldKit throws, one type per stage, so callers can tell bad input from a
/// failed write without parsing messages.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file or the command-line values are invalid; every problem found is listed.
  case invalidSpec([Diagnostic])
  /// A template (built-in or the user's) is broken: a syntax error or a name the context lacks.
  case invalidTemplate([Diagnostic])
  /// A file that had to be read could not be.
  case unreadableInput(path: String, reason: String)
  /// Files exist with other content than the plan's and no policy allows replacing them;
  /// nothing was written. Paths are relative to `root`. `hint` replaces the generating commands'
  /// (their --merge and --diff), for a command with other options.
  case conflicts(root: String, paths: [String], hint: String? = nil)
  /// The output folder appeared while this run was writing (another run got there first), or
  /// is in the way of a folder the command creates; nothing was written.
  case outputExists(path: String)
  /// The package to add modules to cannot take them (a clashing target, a broken manifest, a
  /// module another target depends on); nothing was changed.
  case packageRefused([Diagnostic])
  /// A generation record under `.scaffold/` cannot be read.
  case invalidRecord([Diagnostic])
  /// Writing failed; nothing was left behind.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidSpec(let diagnostics), .invalidTemplate(let diagnostics), .packageRefused(let diagnostics),
      .invalidRecord(let diagnostics):
      return diagnostics.map(\.description).joined(separator: "\n")
    // Paths come from the user, so they are escaped like diagnostics.
    case .unreadableInput(let path, let reason):
      return VisibleText.escaped("error: cannot read \(path): \(reason)")
    case .outputExists(let path):
      return VisibleText.escaped("error: \(path) already exists (another run at the same time?); nothing was written")
    case .conflicts(let root, let paths, let hint):
      let listed = paths.map { VisibleText.escaped("  \(root == "." ? "" : root + "/")\($0)") }.joined(separator: "\n")
      return """
        error: \(paths.count == 1 ? "1 file exists" : "\(paths.count) files exist") with other content; nothing was written:
        \(listed)
        hint: \(hint ?? "--force overwrites them, --skip-existing keeps them and writes the rest, --merge merges your edits with the new output, --dry-run --diff shows the differences")
        """
    case .writeFailed(let path, let reason):
      return VisibleText.escaped("error: cannot write \(path): \(reason); nothing was written")
    }
  }
}
