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
  /// resources; the modules are in `Shop/Features`, the default group of the Shop target.
  /// `uiKitModel`: the app also builds against the project's model of UIKit (`Tests/UIKitShim`,
  /// copied into `root/Models/UIKit`), so its screens are type-checked too.
  static func manifest(modules: [String], uiKitModel root: URL? = nil) throws -> String {
    let resources = modules.map { ".process(\"Features/\($0)/Resources\")" }.joined(separator: ", ")
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
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        defaultLocalization: "en",
        platforms: [.macOS(.v14), .iOS(.v17)],
        targets: [\(model)
          .target(name: "Shop", \(dependencies)path: "Shop", resources: [\(resources)]),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests"),
        ]
      )
      """
  }

  /// Builds the app target and its tests as the stand-in package (warnings as errors) and runs the
  /// tests; in the app each module's strings are the target bundle's, in the stand-in its module
  /// bundle's, so for this build only the Strings files read `Bundle.module`. Afterwards the
  /// folder is as it was (no manifest, no build folder, the Strings files as generated).
  static func buildAndTest(
    _ root: URL, modules: [String], uiKitModel: Bool = false
  ) throws -> (built: ScaffoldBinary.Result, tested: ScaffoldBinary.Result) {
    try Data(try manifest(modules: modules, uiKitModel: uiKitModel ? root : nil).utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
    var generated: [URL: String] = [:]
    for module in modules {
      let strings = root.appendingPathComponent("Shop/Features/\(module)/\(module)Strings.swift")
      let text = try String(contentsOf: strings, encoding: .utf8)
      generated[strings] = text
      let bundle = "bundle: Bundle(for: \(module)BundleToken.self)"
      try Data(text.replacingOccurrences(of: bundle, with: "bundle: .module").utf8).write(to: strings)
    }
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    let tested = try ScaffoldBinary.swift(["test", "--skip-build"], in: root)
    for name in ["Package.swift", ".build", "Models"] {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    for (strings, text) in generated { try Data(text.utf8).write(to: strings) }
    return (built, tested)
  }
}
