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
  /// resources; the modules are in `Shop/Features`, the default group of the Shop target. With
  /// `appIsolation` (`MainActor`), the app target's code is isolated to it by default, as Xcode 26
  /// sets up new app targets (SWIFT_DEFAULT_ACTOR_ISOLATION), while the test target stays
  /// nonisolated, as test targets do; SwiftPM takes that setting from tools version 6.2.
  /// `uiKitModel`: the app also builds against the project's model of UIKit (`Tests/UIKitShim`,
  /// copied into `root/Models/UIKit`), so its screens are type-checked too.
  static func manifest(modules: [String], appIsolation: String? = nil, uiKitModel root: URL? = nil) throws
    -> String
  {
    let resources = modules.map { ".process(\"Features/\($0)/Resources\")" }.joined(separator: ", ")
    let isolation = appIsolation.map { ", swiftSettings: [.defaultIsolation(\($0).self)]" } ?? ""
    var model = ""
    var dependencies = ""
    if let root {
      let folder = root.appendingPathComponent("Models/UIKit")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../UIKitShim/UIKit.swift").standardizedFileURL
      try FileManager.default.copyItem(at: shim, to: folder.appendingPathComponent("UIKit.swift"))
      model = "\n          .target(name: \"UIKit\", path: \"Models/UIKit\"),"
      dependencies = "dependencies: [\"UIKit\"], "
    }
    return """
      // swift-tools-version:\(appIsolation == nil ? "6.0" : "6.2")
      import PackageDescription

      let package = Package(
        name: "Shop",
        defaultLocalization: "en",
        platforms: [.macOS(.v14), .iOS(.v17)],
        targets: [\(model)
          .target(name: "Shop", \(dependencies)path: "Shop", resources: [\(resources)]\(isolation)),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests"),
        ]
      )
      """
  }

  /// Makes each module's Strings file read its table from `Bundle.module`, where the stand-in
  /// package keeps it; in the app it is the target's bundle, found through the module's token class.
  /// Returns the files as generated, for `restore`.
  @discardableResult
  static func readStringsFromModuleBundle(modules: [String], in root: URL) throws -> [URL: String] {
    var generated: [URL: String] = [:]
    for module in modules {
      let strings = root.appendingPathComponent("Shop/Features/\(module)/\(module)Strings.swift")
      let app = try String(contentsOf: strings, encoding: .utf8)
      let bundle = "bundle: Bundle(for: \(module)BundleToken.self)"
      guard app.contains(bundle) else { throw MissingBundleExpression(file: strings.path, expected: bundle) }
      generated[strings] = app
      try Data(app.replacingOccurrences(of: bundle, with: "bundle: .module").utf8).write(to: strings)
    }
    return generated
  }

  /// A Strings file without the bundle expression the stand-in replaces: the template changed.
  struct MissingBundleExpression: Error, CustomStringConvertible {
    let file: String
    let expected: String
    var description: String { "\(file) does not contain '\(expected)'; update XcodeAppPackage to the template" }
  }

  /// Builds the app target and its tests as the stand-in package (warnings as errors) and runs the
  /// tests. Afterwards the folder is as it was (no manifest, no build folder, the Strings files as
  /// generated).
  static func buildAndTest(
    _ root: URL, modules: [String], uiKitModel: Bool = false
  ) throws -> (built: ScaffoldBinary.Result, tested: ScaffoldBinary.Result) {
    try Data(try manifest(modules: modules, uiKitModel: uiKitModel ? root : nil).utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
    let generated = try readStringsFromModuleBundle(modules: modules, in: root)
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    let tested = try ScaffoldBinary.swift(["test", "--skip-build"], in: root)
    for name in ["Package.swift", ".build", "Models"] {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    for (strings, text) in generated { try Data(text.utf8).write(to: strings) }
    return (built, tested)
  }
}
