import Foundation

/// What the tool needs to know of an existing package, as `swift package dump-package` reports it
/// (SwiftPM evaluates the manifest, so variables and loops are seen as SwiftPM sees them).
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
  public var toolsVersion: String
  public var targets: [Target]
  public var products: [String]
  /// `platform: version`, as declared; empty when the manifest names none.
  public var platforms: [PlatformRequirement]

  /// Reads the package at `root`.
  static func read(root: URL, swiftPM: SwiftPMTool) throws(ScaffoldError) -> PackageDescription {
    let manifest = root.appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw .unreadableInput(path: manifest.path, reason: "no Package.swift there; --package names a package's folder")
    }
    let output = try swiftPM.package(["dump-package"], in: root)
    guard output.status == 0 else {
      let reason = output.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
      throw .packageRefused([
        Diagnostic(
          "SwiftPM cannot read \(manifest.path): \(reason)",
          at: SourceLocation(file: manifest.path, line: 1, column: 1),
          hint: "fix the manifest so that 'swift package dump-package' succeeds")
      ])
    }
    do {
      return try parse(dumpPackageJSON: Data(output.standardOutput.utf8))
    } catch {
      throw .packageRefused([
        Diagnostic("cannot understand 'swift package dump-package' for \(manifest.path): \(error)", at: nil)
      ])
    }
  }

  /// Parses the JSON of `swift package dump-package`.
  static func parse(dumpPackageJSON data: Data) throws -> PackageDescription {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw DumpPackageError.unexpectedShape("the top level is not an object")
    }
    let targets = (root["targets"] as? [[String: Any]] ?? []).map { target in
      Target(
        name: target["name"] as? String ?? "", isTest: target["type"] as? String == "test",
        dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap(dependencyName),
        path: target["path"] as? String)
    }
    let products = (root["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    let platforms = (root["platforms"] as? [[String: Any]] ?? []).compactMap { entry -> PlatformRequirement? in
      guard let name = entry["platformName"] as? String, let version = entry["version"] as? String,
        let platform = ApplePlatform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
      else { return nil }
      return PlatformRequirement(platform: platform, version: version)
    }
    let toolsVersion = (root["toolsVersion"] as? [String: Any])?["_version"] as? String ?? ""
    return PackageDescription(
      name: root["name"] as? String ?? "", toolsVersion: toolsVersion, targets: targets, products: products,
      platforms: platforms)
  }

  /// A dependency is `{"byName": ["Login", null]}`, `{"target": ["Login", null]}` or
  /// `{"product": ["Login", "package", …]}`; the first element is its name.
  private static func dependencyName(_ dependency: [String: Any]) -> String? {
    for key in ["byName", "target", "product"] {
      if let values = dependency[key] as? [Any], let name = values.first as? String { return name }
    }
    return nil
  }
}

enum DumpPackageError: Error, CustomStringConvertible {
  case unexpectedShape(String)

  var description: String {
    switch self {
    case .unexpectedShape(let what): return what
    }
  }
}
