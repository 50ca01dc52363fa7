import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The test target a module's tests join when the user names none: Xcode's `<Target>Tests`, else
/// the unit tests linked to the app (a dependency, `TEST_HOST`), else none with the closest named.
@Suite("The default test target of an Xcode target")
struct XcodeTestTargetTests {
  private func choice(_ fixture: String, _ target: String) throws -> XcodeTestTargetChoice {
    let project = try XcodeFixtures.project(fixture)
    return project.defaultTestTarget(for: try project.target(named: target))
  }

  @Test(
    "the test target of each fixture's app",
    arguments: [
      ("46-classic-app", "Legacy App", "LegacyAppTests"), ("56-app-and-framework", "Shop", "ShopTests"),
      ("60-swift-packages", "Notes (iOS)", "NotesTests"), ("70-synchronized-inline", "Weather", "WeatherTests"),
    ])
  func chosen(_ fixture: String, _ target: String, _ tests: String) throws {
    #expect(try choice(fixture, target).target?.name == tests)
  }

  @Test("a renamed app's tests are found by their dependency on it, and the note says so")
  func byDependency() throws {
    let legacy = try choice("46-classic-app", "Legacy App")
    #expect(legacy.reason == "its unit tests depend on target Legacy App or run in it (TEST_HOST)")
  }

  @Test("without one, the note names the closest test target, or says there is none")
  func none() throws {
    let core = try choice("56-app-and-framework", "ShopCore")
    #expect(core.target == nil)
    #expect(
      core.reason == "target ShopCore has no test target named ShopCoreTests, and none depends on it; "
        + "the closest is ShopTests: name it with --test-target")
    let atlas = try choice("50-named-groups", "Atlas")
    #expect(atlas.target == nil && atlas.reason.hasSuffix("; name one with --test-target"), "\(atlas.reason)")
  }
}
