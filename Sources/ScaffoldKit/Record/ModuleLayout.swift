/// How a recorded module sits in its package.
public enum ModuleLayout: String, Sendable, Equatable {
  /// The module is the whole package: its template wrote `Package.swift` and `README.md` too.
  case package
  /// The module is a pair of targets in a package that holds others.
  case target
}
