import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// A module's strings table in a project whose `knownRegions` lacks `en`, through the real
/// binary: two modules, then both removed in the order they came, back to the bytes. The project
/// is fixture 46 (Xcode 3's) migrated to `en` as Xcode offers: its development region `en` and
/// `English` out of `knownRegions` (`XcodeLegacyProjectTests` has it unmigrated).
@Suite("scaffold --xcodeproj: localized strings")
struct XcodeLocalizationCommandTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Xcode/46-classic-app.pbxproj").standardizedFileURL

  @Test("variant groups, 'en' added to knownRegions once, taken out with the last module")
  func regionsComeAndGo() throws {
    let root = try ScaffoldBinary.temporaryDirectory()
    let projectFile = root.appendingPathComponent("Legacy.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try String(contentsOf: Self.fixture, encoding: .utf8)
      .replacingOccurrences(of: "developmentRegion = English;", with: "developmentRegion = en;")
      .replacingOccurrences(of: "\t\t\t\tEnglish,\n", with: "")
    #expect(!original.contains("English"))
    try Data(original.utf8).write(to: projectFile)
    let target = ["--xcodeproj", "Legacy.xcodeproj", "--target", "Legacy App", "--ui", "none"]
    for module in ["Login", "Profile"] {
      let added = try ScaffoldBinary.run(["viper", module] + target, in: root)
      #expect(added.status == 0, "\(added.standardError)")
    }
    let project = try XcodeProject(text: try String(contentsOf: projectFile, encoding: .utf8))
    #expect(project.missingRegions(["en"]).isEmpty)
    let text = try String(contentsOf: projectFile, encoding: .utf8)
    #expect(text.components(separatedBy: "isa = PBXVariantGroup;").count == 3 + 1)  // Main.storyboard's too
    #expect(text.components(separatedBy: "\t\t\t\ten,\n").count == 2)
    #expect(text.contains("name = en; path = en.lproj/Profile.strings;"))
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/Login.json"), encoding: .utf8)
    #expect(record.contains("\"addedRegions\""))

    let first = try ScaffoldBinary.run(["remove", "Login"], in: root)
    #expect(first.status == 0, "\(first.standardError)")
    // Profile still needs English.
    #expect(try String(contentsOf: projectFile, encoding: .utf8).contains("\t\t\t\ten,\n"))
    let last = try ScaffoldBinary.run(["remove", "Profile"], in: root)
    #expect(last.status == 0, "\(last.standardError)")
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
  }
}
