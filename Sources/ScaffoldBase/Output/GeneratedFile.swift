/// One file of a plan, fully rendered in memory.
public struct GeneratedFile: Sendable, Equatable {
  /// Path relative to the package root, with `/` separators.
  public var path: String
  public var contents: String
  public var kind: Kind

  /// What the file is part of (a template's manifest says it for each file it makes).
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// Part of the module's library target.
    case source
    /// Part of its test target.
    case test
    /// Anything else the package needs (Package.swift, README.md).
    case resource
  }

  public init(path: String, contents: String, kind: Kind) {
    self.path = path
    self.contents = contents
    self.kind = kind
  }
}

/// Everything a generation would write, computed before the disk is touched.
public struct RenderPlan: Sendable, Equatable {
  /// The folder the package goes into, relative to the output directory: the module name.
  public var packageDirectory: String
  public var files: [GeneratedFile]

  public init(packageDirectory: String, files: [GeneratedFile]) {
    self.packageDirectory = packageDirectory
    self.files = files
  }
}
