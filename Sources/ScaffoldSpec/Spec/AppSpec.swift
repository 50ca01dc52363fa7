import ScaffoldBase

/// A spec file with several modules: `modules:` (each a module spec) under shared defaults and
/// the name of the package that holds them.
///
///     package: Features
///     architecture: viper        # a default for every module; any module may say otherwise
///     modules:
///       - name: Login
///         routes:
///           - name: profile
///             to: Profile
///       - name: Profile
///         architecture: mvvm
public struct AppSpec: Sendable, Equatable {
  /// `package:`, the package a new package is named after.
  public var packageName: Located<String>?
  /// Each module with the shared defaults already applied where it says nothing.
  public var modules: [ModuleSpec]
  public var file: String
  /// Structural problems met while reading it (those of the shared part; each module keeps its own).
  public var readingProblems: [Diagnostic] = []
}

/// A spec file holds one module, or several under `modules:`.
public enum SpecDocument: Sendable, Equatable {
  case module(ModuleSpec)
  case app(AppSpec)
}
