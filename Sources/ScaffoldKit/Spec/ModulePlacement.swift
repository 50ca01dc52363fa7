/// Where a module's code is built, which decides how its tests reach it and where its strings
/// are read from. Templates see it as `placement.*` and `strings.*`.
public enum ModulePlacement: Sendable, Equatable {
  /// A target of its own in a Swift package: the tests import the module by its name, the strings
  /// are the module bundle's `Localizable` table.
  case package
  /// Inside an Xcode app (or framework) target, one Swift module with the app's own files: the
  /// tests import the target's product module, and the strings are the target bundle's, in a table
  /// named after the module (every module of the target shares that bundle).
  case appTarget(productModuleName: String)
}
