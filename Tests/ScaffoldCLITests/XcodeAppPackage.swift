import Foundation

/// What the Xcode end-to-end tests share: the Shop project written into a fresh folder, and the
/// app target and its test target as a package of one module each, as Xcode builds them (no Xcode
/// here; see docs/xcode.md).
enum XcodeAppPackage {
  /// A folder `Shop` holding `Shop.xcodeproj` with the fixture's `project.pbxproj`.
  static func shopProject() throws -> (root: URL, projectFile: URL, original: String) {
    try project(XcodeProjectCommandTests.fixture, named: "Shop")
  }

  /// A folder `name` holding `<name>.xcodeproj` with `fixture` as its `project.pbxproj`.
  static func project(_ fixture: URL, named name: String) throws -> (root: URL, projectFile: URL, original: String) {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent(name)
    let projectFile = root.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try String(contentsOf: fixture, encoding: .utf8)
    try Data(original.utf8).write(to: projectFile)
    return (root, projectFile, original)
  }

  /// `Package.swift` for the `Shop` and `ShopTests` folders, with each module's strings as
  /// resources; the modules are in `Shop/Features`, the default group of the Shop target.
  static func manifest(modules: [String]) -> String {
    let resources = modules.map { ".process(\"Features/\($0)/Resources\")" }.joined(separator: ", ")
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        defaultLocalization: "en",
        platforms: [.macOS(.v14), .iOS(.v17)],
        targets: [
          .target(name: "Shop", path: "Shop", resources: [\(resources)]),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests"),
        ]
      )
      """
  }
}
