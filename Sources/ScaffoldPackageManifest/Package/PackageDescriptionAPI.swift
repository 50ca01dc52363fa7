/// What an edit of `Package.swift` can write, each with the tools version from which
/// `PackageDescription` has it: the `@available(_PackageDescription, introduced:)` of the Swift 6.3
/// toolchain's `PackageDescription` module (read from its symbol graph, since Linux ships no
/// `.swiftinterface`). An edit never writes one the manifest's tools version lacks
/// (`ToolsVersionGate`); docs/existing-projects.md has the table.
public enum PackageDescriptionAPI: CaseIterable, Sendable {
  /// `.target(name:dependencies:)`: 4.0.
  case target
  /// `.testTarget(name:dependencies:)`: 4.0.
  case testTarget
  /// `.library(name:targets:)` in `products:`: 4.0 (`Product.library` carries no annotation).
  case libraryProduct
  /// A dependency on a target of the package by its name, `"Core"`: 4.0 (`Target.Dependency` is
  /// `ExpressibleByStringLiteral` with no annotation).
  case dependencyByName
  /// `defaultLocalization: "en"` in `Package(…)`: 5.3.
  case defaultLocalization
  /// `resources: [.process("Resources")]` on a target (`Target.resources`, `Resource.process`): 5.3.
  case processedResources
  /// Not an API but what the generated code needs of the package: the target builds in Swift 5
  /// language mode or later, the oldest the generated code is built and tested in. A package
  /// that lists no language modes gets Swift 5 from tools version 5.0.
  case swift5LanguageMode

  var introduced: SwiftToolsVersion {
    switch self {
    case .target, .testTarget, .libraryProduct, .dependencyByName: return SwiftToolsVersion(4, 0)
    case .defaultLocalization, .processedResources: return SwiftToolsVersion(5, 3)
    case .swift5LanguageMode: return SwiftToolsVersion(5, 0)
    }
  }

  /// How the manifest spells it, as an error names it.
  var spelling: String {
    switch self {
    case .target: return "'.target(…)'"
    case .testTarget: return "'.testTarget(…)'"
    case .libraryProduct: return "'.library(…)'"
    case .dependencyByName: return "dependencies by name"
    case .defaultLocalization: return "'defaultLocalization:'"
    case .processedResources: return "'resources: [.process(…)]'"
    case .swift5LanguageMode: return "Swift 5 language mode"
    }
  }

  /// Why the module needs it, where that is not plain.
  var reason: String? {
    switch self {
    case .defaultLocalization, .processedResources:
      return "the module's strings table, Resources/en.lproj, is a localized resource"
    case .swift5LanguageMode: return "the oldest the generated code is built and tested in"
    default: return nil
    }
  }

  /// `5.3 for 'defaultLocalization:' and 'resources: [.process(…)]' (why); 5.0 for …`, newest first.
  static func needs(_ apis: [PackageDescriptionAPI]) -> String {
    let versions = Set(apis.map(\.introduced)).sorted(by: >)
    return versions.map { version in
      let group = apis.filter { $0.introduced == version }
      var reasons: [String] = []
      for reason in group.compactMap(\.reason) where !reasons.contains(reason) { reasons.append(reason) }
      let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
      return "\(version) for \(group.map(\.spelling).joined(separator: " and "))\(why)"
    }.joined(separator: "; ")
  }
}
