import Foundation
import Testing

/// A project Xcode 8 wrote (fixture 46): an app named with a space whose unit tests are named
/// without it, and the legacy development region `English`, which Xcode 10.2 and later keep apart
/// from `en`. A module joins the project's English and its tests the app's tests.
@Suite("scaffold --xcodeproj on a legacy project")
struct XcodeLegacyProjectTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Xcode/46-classic-app.pbxproj").standardizedFileURL

  @Test("the English table goes into English.lproj, knownRegions is kept, the tests join LegacyAppTests")
  func legacyEnglishAndTests() throws {
    let (root, projectFile, original) = try XcodeAppPackage.project(Self.fixture, named: "Legacy")
    let run = try ScaffoldBinary.run(
      ["mvvm", "Login", "--ui", "none", "--xcodeproj", "Legacy.xcodeproj", "--target", "Legacy App"], in: root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("create     Legacy App/Login/Resources/English.lproj/Login.strings"))
    #expect(!run.standardOutput.contains("en.lproj"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("create     LegacyAppTests/LoginTests/LoginViewModelTests.swift"))
    #expect(run.standardError.contains("its English texts go into English.lproj"), "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "its tests go into target LegacyAppTests: its unit tests depend on target Legacy App or run in it"),
      "\(run.standardError)")
    let edited = try String(contentsOf: projectFile, encoding: .utf8)
    let regions = { (text: String) in
      text.components(separatedBy: "knownRegions = (")[1].components(separatedBy: ");")[0]
    }
    #expect(regions(edited) == regions(original))
    #expect(edited.contains("name = English; path = English.lproj/Login.strings;"))
    let strings = try String(
      contentsOf: root.appendingPathComponent("Legacy App/Login/LoginStrings.swift"), encoding: .utf8)
    #expect(strings.contains("`English.lproj/Login.strings`"))

    // `remove` gives the project's bytes back.
    let removed = try ScaffoldBinary.run(["remove", "Login"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
  }
}
