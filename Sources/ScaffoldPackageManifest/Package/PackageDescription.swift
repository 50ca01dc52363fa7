import Foundation
import ScaffoldBase
import ScaffoldSpec

/// What the tool needs to know of an existing package, read from its manifest's text by
/// `ManifestReader`.
public struct PackageDescription: Sendable, Equatable {
  public struct Target: Sendable, Equatable {
    public var name: String
    public var isTest: Bool
    /// Names of the targets and products it depends on.
    public var dependencies: [String]
    /// A custom `path:`, when the manifest sets one.
    public var path: String?
  }

  public var name: String
  /// `nil` when SwiftPM would not load the manifest as it is (`ToolsVersionLine`).
  public var toolsVersion: SwiftToolsVersion?
  public var targets: [Target]
  public var products: [String]
  /// `platform: version`, as declared; empty when the manifest names none.
  public var platforms: [PlatformRequirement]

  /// Reads the package at `root` from its manifest's text (see `ManifestReader`).
  /// - Parameter handEdits: what the caller would have added, for the user to add by hand when
  ///   the manifest cannot be read.
  package static func read(root: URL, handEdits: String? = nil) throws(ScaffoldError) -> PackageDescription {
    let manifest = root.appendingPathComponent("Package.swift")
    guard let text = try ChangePlanner.existingText(at: manifest) else {
      throw .unreadableInput(path: manifest.path, reason: "no Package.swift there; --package names a package's folder")
    }
    do {
      return try ManifestReader.description(of: text)
    } catch {
      throw .packageRefused([
        Diagnostic(
          "cannot read \(manifest.path): \(error.message)",
          at: SourceLocation(file: manifest.path, line: error.line, column: error.column),
          hint: handEdits.map(ManifestEditor.handEditHint)
            ?? "declare the package's targets with literal names or constants, or edit Package.swift by hand")
      ])
    }
  }
}
