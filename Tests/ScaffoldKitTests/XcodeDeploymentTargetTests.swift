import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The deployment target of the Xcode target a module joins decides what its code may use, as a
/// package's `platforms:` do, and one older than the code needs is said.
@Suite("The deployment target of an Xcode target")
struct XcodeDeploymentTargetTests {
  @Test("read from the build configurations, only for the SDK the target builds with")
  func reading() throws {
    let ledger = try XcodeProject(text: try XcodeFixtures.text("52-nested-groups")).target(named: "Ledger")
    #expect(ledger.deploymentTargets == ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"])
    let recipes = try XcodeProject(text: try XcodeFixtures.text("77-synchronized-folders")).target(named: "Recipes")
    #expect(recipes.deploymentTargets == ["IPHONEOS_DEPLOYMENT_TARGET": "18.1"])
    #expect(PlatformAdvice.platforms(of: recipes).platforms == [PlatformRequirement(platform: .iOS, version: "18.1")])
  }

  @Test("an iOS 13 target: a note naming the target, and the code and its record for iOS 16")
  func olderThanTheCodeNeeds() throws {
    let scenario = XcodeCorpusCase(
      fixture: "52-nested-groups", target: "Ledger", testTarget: "LedgerTests", group: nil, architecture: .viper)
    let (root, _, _) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    let generator = ModuleGenerator()
    let plan = try GenerationPlanner(generator: generator).plan(try scenario.request(root: root, generator: generator))
    #expect(
      plan.notes.contains(
        "target Ledger deploys to iOS 13.0, older than the generated code needs (16.0); raise its deployment target to build the module there"
      ), "\(plan.notes)")
    let record = try #require(plan.files.first { $0.path == GenerationRecord.path(for: "Login") })
    let compact = record.contents.filter { !$0.isWhitespace }
    #expect(compact.contains("\"platforms\":{\"iOS\":\"16.0\"}"), "\(record.contents)")
  }

  @Test("an iOS 18 target gets Observation in its MVVM screen; an iOS 13 one does not")
  func observationFollowsTheTarget() throws {
    for (fixture, target, testTarget, observable) in [
      ("77-synchronized-folders", "Recipes", "RecipesTests", true),
      ("52-nested-groups", "Ledger", "LedgerTests", false),
    ] {
      let scenario = XcodeCorpusCase(
        fixture: fixture, target: target, testTarget: testTarget, group: nil, architecture: .mvvm)
      let (root, _, _) = try scenario.prepare()
      defer { try? FileManager.default.removeItem(at: root) }
      let generator = ModuleGenerator()
      var request = try scenario.request(root: root, generator: generator)
      request.modules[0].ui = .swiftui
      let plan = try GenerationPlanner(generator: generator).plan(request)
      let screen = try #require(plan.files.first { $0.path.hasSuffix("LoginScreen.swift") }, "\(fixture)")
      #expect(screen.contents.contains("@StateObject") != observable, "\(fixture): \(screen.contents.prefix(600))")
    }
  }
}
