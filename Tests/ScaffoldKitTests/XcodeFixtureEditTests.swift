import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module added to each fixture project, compared with the recorded result, and read back:
/// only insertions, every file in its group and phase, and a second run that changes nothing.
@Suite("Adding a module to each fixture project")
struct XcodeFixtureEditTests {
  private func edit(_ scenario: XcodeScenario, _ text: String) throws -> String {
    let project = try XcodeProject(text: text)
    return try XcodeProjectEditor(project: project, projectName: scenario.fixture)
      .adding(try scenario.additions(in: project))
  }

  @Test("the edit only inserts, as recorded", arguments: XcodeScenario.all)
  func recorded(_ scenario: XcodeScenario) throws {
    let original = try XcodeFixtures.text(scenario.fixture)
    let edited = try edit(scenario, original)
    let originalBytes = Array(original.utf8)
    var kept = 0
    for byte in edited.utf8 where kept < originalBytes.count && originalBytes[kept] == byte { kept += 1 }
    #expect(kept == originalBytes.count, "the edit of \(scenario) changed or dropped text")
    let golden = XcodeScenario.editedFolder.appendingPathComponent("\(scenario.name).pbxproj")
    let expectation = XcodeScenario.editedFolder.appendingPathComponent("\(scenario.name).json")
    try RecordedText.expect(edited, recordedAt: golden) { LineDiff.describe(expected: $0, actual: edited) }
    try RecordedText.expect(scenario.expectationJSON, recordedAt: expectation)
  }

  @Test("read back, every file is in its group and in its target's phase, once", arguments: XcodeScenario.all)
  func readBack(_ scenario: XcodeScenario) throws {
    let edited = try XcodeProject(text: try edit(scenario, try XcodeFixtures.text(scenario.fixture)))
    let groups: [(String, String, [String], String)] =
      [(scenario.sourceGroup, "Login", XcodeScenario.sources, scenario.target)]
      + (scenario.testGroup.map { [($0, "LoginTests", XcodeScenario.tests, scenario.testTarget ?? "")] } ?? [])
    for (parent, module, files, targetName) in groups {
      let target = try edited.target(named: targetName)
      let phases = try #require(edited.objects[target.id]).strings("buildPhases").compactMap { edited.objects[$0] }
      for file in files {
        let folder = ([parent, module] + file.split(separator: "/").dropLast().map(String.init))
          .filter { !$0.isEmpty }.joined(separator: "/")
        let group = try #require(edited.objects[try edited.group(atPath: folder)])
        let name = String(file.split(separator: "/").last ?? "")
        let references = group.strings("children").compactMap { edited.objects[$0] }.filter { $0.displayName == name }
        #expect(references.count == 1, "\(scenario): \(file) in \(folder)")
        let reference = try #require(references.first)
        let isa = file.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
        let builds = edited.objects.values.filter { $0.isa == "PBXBuildFile" && $0.string("fileRef") == reference.id }
        #expect(builds.count == 1, "\(scenario): \(file) built once")
        let holding = phases.filter { phase in builds.contains { phase.strings("files").contains($0.id) } }
        #expect(holding.map(\.isa) == [isa], "\(scenario): \(file) in \(isa) of \(targetName)")
      }
    }
  }

  @Test("a second run over the edited project changes nothing", arguments: XcodeScenario.all)
  func secondRun(_ scenario: XcodeScenario) throws {
    let once = try edit(scenario, try XcodeFixtures.text(scenario.fixture))
    #expect(try edit(scenario, once) == once)
  }
}

@Suite("Removing a module from each fixture project")
struct XcodeFixtureRemovalTests {
  private func removals(_ scenario: XcodeScenario, in project: XcodeProject, keeping: Set<String> = [])
    throws -> [XcodeProjectEditor.GroupRemoval]
  {
    try scenario.additions(in: project).map { .init(parentGroupID: $0.parentGroupID, name: $0.name, keeping: keeping) }
  }

  @Test("removing what was added gives back the original bytes", arguments: XcodeScenario.all)
  func restoresOriginal(_ scenario: XcodeScenario) throws {
    let original = try XcodeFixtures.text(scenario.fixture)
    let edited = try XcodeProject(
      text: try String(
        contentsOf: XcodeScenario.editedFolder.appendingPathComponent("\(scenario.name).pbxproj"), encoding: .utf8))
    let removed = XcodeProjectEditor(project: edited, projectName: scenario.fixture)
      .removing(try removals(scenario, in: edited))
    #expect(removed == original, "\(LineDiff.describe(expected: original, actual: removed))")
  }

  @Test("a kept file keeps its reference, its build file and the groups that lead to it")
  func keepsEditedFiles() throws {
    let scenario = XcodeScenario.all[0]
    let edited = try XcodeProject(
      text: try String(
        contentsOf: XcodeScenario.editedFolder.appendingPathComponent("\(scenario.name).pbxproj"), encoding: .utf8))
    let kept = "View/LoginViewController.swift"
    let removed = try XcodeProject(
      text: XcodeProjectEditor(project: edited, projectName: scenario.fixture)
        .removing(try removals(scenario, in: edited, keeping: [kept])))
    let view = try removed.group(atPath: "Legacy App/Login/View")
    let reference = try #require(removed.objects[view]?.strings("children").first.flatMap { removed.objects[$0] })
    #expect(reference.string("path") == "LoginViewController.swift")
    #expect(try removed.objects[removed.group(atPath: "Legacy App/Login")]?.strings("children") == [view])
    let references = removed.objects.values.filter {
      $0.isa == "PBXFileReference" && $0.string("path")?.hasPrefix("Login") == true
    }
    #expect(references.map(\.id) == [reference.id])
    let builds = removed.objects.values.filter { $0.isa == "PBXBuildFile" && $0.string("fileRef") == reference.id }
    #expect(builds.count == 1)
    #expect(throws: XcodeRefusal.self) { try removed.group(atPath: "LegacyAppTests/LoginTests") }
  }
}
