import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// `scaffold init` in a folder holding an Xcode project: the Xcode keys from flags (checked
/// against the project), from answers to its questions, or a note naming the flags.
@Suite("scaffold init with an Xcode project")
struct InitXcodeTests {
  private func folderWithProject() throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let project = root.appendingPathComponent("Shop.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(try String(contentsOf: XcodeProjectCommandTests.fixture, encoding: .utf8).utf8)
      .write(to: project.appendingPathComponent("project.pbxproj"))
    return root
  }

  private func configuration(in root: URL) throws -> String {
    try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
  }

  @Test("the answers, a wrong one asked again, become the keys; a module then joins the target without flags")
  func answers() throws {
    let root = try folderWithProject()
    let asked = try ScaffoldBinary.run(
      ["init", "--interactive"], in: root, input: "Shopp\nShop\n\nShop/Feature\nShop/Features\n")
    #expect(asked.status == 0, "\(asked.standardError)")
    #expect(asked.standardError.contains("Target (Shop (application), ShopCore (framework)): "))
    #expect(asked.standardError.contains("the project has no target named 'Shopp'; did you mean 'Shop'?"))
    #expect(asked.standardError.contains("Test target (ShopTests; empty: ShopTests): "))
    #expect(asked.standardError.contains("group 'Shop' has no group named 'Feature'; did you mean 'Features'?"))
    let written = try configuration(in: root)
    for line in [
      "xcodeproj: \"Shop.xcodeproj\"", "target: \"Shop\"", "testTarget: \"ShopTests\"", "group: \"Shop/Features\"",
    ] {
      #expect(written.contains(line + "\n"), "\(written)")
    }
    let generated = try ScaffoldBinary.run(["viper", "Login", "--ui", "none"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(generated.standardOutput.contains("overwrite  Shop.xcodeproj/project.pbxproj"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Login").path))
  }

  @Test("no answer, or no terminal: Swift packages as before, and a note naming the flags")
  func declined() throws {
    let root = try folderWithProject()
    // A project that cannot be read is no offer, and does not stop init.
    let broken = root.appendingPathComponent("Broken.xcodeproj")
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try Data("<<<<<<< HEAD\n".utf8).write(to: broken.appendingPathComponent("project.pbxproj"))
    let declined = try ScaffoldBinary.run(["init", "--interactive", "--author", "Jane"], in: root, input: "\n")
    #expect(declined.status == 0, "\(declined.standardError)")
    #expect(try !configuration(in: root).contains("xcodeproj"))
    let quiet = try ScaffoldBinary.run(["init", "--no-interactive", "--force"], in: root, input: "Shop\n")
    #expect(quiet.status == 0)
    #expect(try !configuration(in: root).contains("xcodeproj"))
    #expect(
      quiet.standardError.contains(
        "note: Shop.xcodeproj is here; for modules in one of its targets: "
          + "scaffold init --xcodeproj Shop.xcodeproj --target <Shop|ShopCore>"), "\(quiet.standardError)")
  }

  @Test("flags: checked against the project before anything is written")
  func flags() throws {
    let root = try folderWithProject()
    let cases: [([String], String)] = [
      (["--xcodeproj", "Shop.xcodeproj", "--target", "ShopTests"], "target 'ShopTests' is bundle.unit-test"),
      (["--xcodeproj", "Shop.xcodeproj", "--target", "Shop", "--test-target", "ShopCore"], "'ShopCore' is framework"),
      (["--xcodeproj", "Shop.xcodeproj", "--target", "Shop", "--group", "Nope"], "no group named 'Nope'"),
      (["--xcodeproj", "Nope.xcodeproj", "--target", "Shop"], "no project.pbxproj there"),
      (["--target", "Shop"], "--target, --test-target and --group go with --xcodeproj"),
      (["--xcodeproj", "Shop.xcodeproj"], "--xcodeproj needs --target"),
    ]
    for (arguments, message) in cases {
      let refused = try ScaffoldBinary.run(["init"] + arguments, in: root)
      #expect(refused.status != 0 && refused.standardError.contains(message), "\(arguments): \(refused.standardError)")
    }
    #expect(ScaffoldBinary.contents(of: root) == ["Shop.xcodeproj"])
    let named = try ScaffoldBinary.run(
      ["init", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop", "--test-target", "ShopTests"], in: root)
    #expect(named.status == 0, "\(named.standardError)")
    #expect(try configuration(in: root).contains("testTarget: \"ShopTests\"\n"))
  }
}
