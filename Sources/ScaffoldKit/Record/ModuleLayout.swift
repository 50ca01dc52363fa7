/// How a recorded module sits in its package.
public enum ModuleLayout: String, Sendable, Equatable {
  /// The module is the whole package: its template wrote `Package.swift` and `README.md` too.
  case package
  /// The module is a pair of targets in a package that holds others.
  case target
  /// The module's files are in an Xcode project's app (or framework) target and its test
  /// target; the record's `xcode` section says which, and where.
  case xcode
}
