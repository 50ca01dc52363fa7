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
    /// Its `swiftSettings:` as written (one space for each run of white space), and each element
    /// when it is an array literal; nil without one.
    public var swiftSettings: SwiftSettingsText?
  }

  public struct SwiftSettingsText: Sendable, Equatable {
    public var expression: String
    public var elements: [String]?
    /// It turns on the upcoming feature `InternalImportsByDefault`.
    public var enablesInternalImports = false
  }

  /// Whether the settings every target (`tests`: every test target) has in common turn on
  /// `InternalImportsByDefault`: the generated code's plain `import`s would then be internal, and
  /// its public declarations that use imported types would not compile.
  public func commonSwiftSettingsMakeImportsInternal(tests: Bool) -> Bool {
    let settings = targets.filter { $0.isTest == tests }.map(\.swiftSettings)
    return !settings.isEmpty && settings.allSatisfy { $0?.enablesInternalImports == true }
  }

  /// The `swiftSettings:` every target of the package (`tests`: every test target) has in
  /// common, as a new target of it would write it: the same expression (`commonSettings`), or
  /// the elements every array lists, in the first target's order. Nil when some target has none.
  public func commonSwiftSettings(tests: Bool) -> String? {
    let settings = targets.filter { $0.isTest == tests }.map(\.swiftSettings)
    guard !settings.isEmpty, let first = settings[0], settings.allSatisfy({ $0 != nil }) else { return nil }
    let all = settings.compactMap { $0 }
    if all.allSatisfy({ $0.expression == first.expression }) { return first.expression }
    guard let elements = first.elements, all.allSatisfy({ $0.elements != nil }) else { return nil }
    let shared = elements.filter { element in all.allSatisfy { $0.elements?.contains(element) == true } }
    return shared.isEmpty ? nil : "[\(shared.joined(separator: ", "))]"
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
