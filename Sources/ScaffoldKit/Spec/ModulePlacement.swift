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

  /// In an app target, what the support types every module uses (`ScaffoldUseCaseState`,
  /// `ScaffoldQueryCalls`…) are named with, and their folder: written once for the target, since
  /// its modules are one Swift module. Named after the tool, not a module, so no module owns them
  /// and they read as the generated screens' common scaffolding; every module's own types start
  /// with its own name, and a module whose name would make one of these (`ScaffoldNumber` +
  /// `Input`) is refused by the target's declaration check, naming both files.
  public static let supportPrefix = "Scaffold"
  public static let supportFolder = "ScaffoldSupport"
}
