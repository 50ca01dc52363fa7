import Foundation

/// What the Xcode end-to-end tests share: the Shop project written into a fresh folder, and the
/// app target and its test target as a package of one module each, as Xcode builds them (no Xcode
/// here; see docs/xcode.md).
enum XcodeAppPackage {
  /// A folder `Shop` holding `Shop.xcodeproj` with the fixture's `project.pbxproj`.
  static func shopProject() throws -> (root: URL, projectFile: URL, original: String) {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Shop")
    let projectFile = root.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try String(contentsOf: XcodeProjectCommandTests.fixture, encoding: .utf8)
    try Data(original.utf8).write(to: projectFile)
    return (root, projectFile, original)
  }

  /// `Package.swift` for the `Shop` and `ShopTests` folders, with each module's strings as
  /// resources; the modules are in `Shop/Features`, the default group of the Shop target. With
  /// `appIsolation` (`MainActor`), the app target's code is isolated to it by default, as Xcode 26
  /// sets up new app targets (SWIFT_DEFAULT_ACTOR_ISOLATION), while the test target stays
  /// nonisolated, as test targets do; SwiftPM takes that setting from tools version 6.2.
  static func manifest(modules: [String], appIsolation: String? = nil) -> String {
    let resources = modules.map { ".process(\"Features/\($0)/Resources\")" }.joined(separator: ", ")
    let isolation = appIsolation.map { ", swiftSettings: [.defaultIsolation(\($0).self)]" } ?? ""
    return """
      // swift-tools-version:\(appIsolation == nil ? "6.0" : "6.2")
      import PackageDescription

      let package = Package(
        name: "Shop",
        defaultLocalization: "en",
        platforms: [.macOS(.v14), .iOS(.v17)],
        targets: [
          .target(name: "Shop", path: "Shop", resources: [\(resources)]\(isolation)),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests"),
        ]
      )
      """
  }

  /// Makes each module's Strings file read its table from `Bundle.module`, where the stand-in
  /// package keeps it; in the app it is the target's bundle, found through the module's token class.
  static func readStringsFromModuleBundle(modules: [String], in root: URL) throws {
    for module in modules {
      let strings = root.appendingPathComponent("Shop/Features/\(module)/\(module)Strings.swift")
      let app = try String(contentsOf: strings, encoding: .utf8)
      let bundle = "bundle: Bundle(for: \(module)BundleToken.self)"
      guard app.contains(bundle) else { throw MissingBundleExpression(file: strings.path, expected: bundle) }
      try Data(app.replacingOccurrences(of: bundle, with: "bundle: .module").utf8).write(to: strings)
    }
  }

  /// A Strings file without the bundle expression the stand-in replaces: the template changed.
  struct MissingBundleExpression: Error, CustomStringConvertible {
    let file: String
    let expected: String
    var description: String { "\(file) does not contain '\(expected)'; update XcodeAppPackage to the template" }
  }
}
