/// The errors ScaffoldKit throws, one type per stage, so callers can tell bad input from a
/// failed write without parsing messages.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file or the command-line values are invalid; every problem found is listed.
  case invalidSpec([Diagnostic])
  /// A template (built-in or the user's) is broken: a syntax error or a name the context lacks.
  case invalidTemplate([Diagnostic])
  /// A file that had to be read could not be.
  case unreadableInput(path: String, reason: String)
  /// The output folder exists and overwriting was not asked for; nothing was written.
  case outputExists(path: String)
  /// Writing failed; nothing was left behind.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidSpec(let diagnostics), .invalidTemplate(let diagnostics):
      return diagnostics.map(\.description).joined(separator: "\n")
    // Paths come from the user, so they are escaped like diagnostics.
    case .unreadableInput(let path, let reason):
      return VisibleText.escaped("error: cannot read \(path): \(reason)")
    case .outputExists(let path):
      return VisibleText.escaped(
        "error: \(path) already exists; nothing was written. Pass --force to replace it, or choose another --output")
    case .writeFailed(let path, let reason):
      return VisibleText.escaped("error: cannot write \(path): \(reason); nothing was written")
    }
  }
}
