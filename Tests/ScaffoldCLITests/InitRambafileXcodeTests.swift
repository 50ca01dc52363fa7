import Foundation
import Testing

/// `scaffold init --from-rambafile` carries a Rambafile's Xcode project, targets and group into
/// `.scaffold.yml`, checked against the project, so the next generation joins the app target.
@Suite("scaffold init --from-rambafile with an Xcode project")
struct InitRambafileXcodeTests {
  /// A folder with the Shop project (targets Shop, ShopCore, ShopTests; group Shop/Features) and
  /// a Rambafile.
  private func folder(rambafile: String) throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let project = root.appendingPathComponent("Shop.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(try String(contentsOf: XcodeProjectCommandTests.fixture, encoding: .utf8).utf8)
      .write(to: project.appendingPathComponent("project.pbxproj"))
    try Data(rambafile.utf8).write(to: root.appendingPathComponent("Rambafile"))
    return root
  }

  @Test("the project, targets and group become the Xcode keys, and the next module joins the app target")
  func carriedOver() throws {
    let root = try folder(
      rambafile: """
        project_name: Shop
        xcodeproj_path: Shop.xcodeproj
        project_target: Shop
        project_file_path: Shop/Features
        project_group_path: Shop/Features
        test_target: ShopTests
        """)
    let initialized = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: root)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(!initialized.standardError.contains("not carried over"), "\(initialized.standardError)")
    let written = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    for line in [
      "xcodeproj: \"Shop.xcodeproj\"", "target: \"Shop\"", "testTarget: \"ShopTests\"", "group: \"Shop/Features\"",
    ] {
      #expect(written.contains(line + "\n"), "\(written)")
    }
    #expect(!written.contains("output:"), "\(written)")
    let generated = try ScaffoldBinary.run(["viper", "Login", "--ui", "none"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(
      generated.standardOutput.contains("overwrite  Shop.xcodeproj/project.pbxproj"), "\(generated.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Login").path))
  }

  @Test("a group the project lacks is left out with a note; a target it lacks is refused, nothing written")
  func checkedAgainstTheProject() throws {
    let root = try folder(
      rambafile: """
        xcodeproj_path: Shop.xcodeproj
        project_targets: [Shop, ShopCore]
        project_group_path: Shop/Modules
        """)
    let noGroup = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: root)
    #expect(noGroup.status == 0, "\(noGroup.standardError)")
    #expect(
      noGroup.standardError.contains(
        "Rambafile:2:18: 'project_targets' names 2 targets: a module is added to one, Shop; add it to the others in Xcode"
      ), "\(noGroup.standardError)")
    #expect(
      noGroup.standardError.contains("the Rambafile's group 'Shop/Modules' is not in Shop.xcodeproj"),
      "\(noGroup.standardError)")
    let written = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    #expect(written.contains("target: \"Shop\"\n") && !written.contains("group:"), "\(written)")

    try Data("xcodeproj_path: Shop.xcodeproj\nproject_target: Shopp\n".utf8)
      .write(to: root.appendingPathComponent("Typo.Rambafile"))
    let typo = try ScaffoldBinary.run(["init", "--from-rambafile", "Typo.Rambafile", "--force"], in: root)
    #expect(typo.status == 65, "\(typo.standardError)")
    #expect(typo.standardError.contains("no target named 'Shopp'; did you mean 'Shop'?"), "\(typo.standardError)")
    #expect(try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8) == written)
  }
}
