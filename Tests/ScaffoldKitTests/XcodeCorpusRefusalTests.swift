import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// What the corpus projects cannot take, refused through the real pipeline before anything is
/// written: the diagnostic says where and what to do, and the folder is as it was.
@Suite("Refusals on the fixture projects")
struct XcodeCorpusRefusalTests {
  static let generator = ModuleGenerator()

  /// The planner's refusal of `scaffold viper Login --xcodeproj … --target <target>` on the
  /// fixture (as given, or as `edit` leaves it), and the folder afterwards.
  private func refusal(
    _ fixture: String, target: String, testTarget: String? = nil, edit: (String) -> String = { $0 }
  ) throws -> (diagnostic: String, unchanged: Bool) {
    let scenario = XcodeCorpusCase(fixture: fixture, target: target, testTarget: testTarget, architecture: .viper)
    let (root, projectFile, _) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    let text = edit(try XcodeFixtures.text(fixture))
    try Data(text.utf8).write(to: projectFile)
    let before = try FileTree.read(root)
    let request = try scenario.request(root: root, generator: Self.generator)
    var diagnostic = ""
    do {
      _ = try GenerationPlanner(generator: Self.generator).plan(request)
      Issue.record("\(fixture): --target \(target) was accepted")
    } catch {
      diagnostic = error.description
    }
    return (diagnostic, try FileTree.read(root) == before && before.values.contains(text))
  }

  @Test(
    "a target that is not an app, app extension, framework or library is refused, with the ones that are",
    arguments: [
      ("53-localized-storyboards", "JournalUITests", "bundle.ui-testing", "Journal"),
      ("55-watch-and-ui-tests", "Tempo WatchKit Extension", "watchkit2-extension", "Tempo"),
      ("55-watch-and-ui-tests", "Tempo WatchKit App", "application.watchapp2", "Tempo"),
      ("55-watch-and-ui-tests", "TempoTests", "bundle.unit-test", "Tempo"),
      ("54-app-extension", "PantryKitTests", "bundle.unit-test", "Pantry, PantryShare, PantryKit"),
    ])
  func wrongKind(fixture: String, target: String, kind: String, fitting: String) throws {
    let (diagnostic, unchanged) = try refusal(fixture, target: target)
    #expect(
      diagnostic.contains("target '\(target)' is \(kind), not an app, framework or library target"), "\(diagnostic)")
    #expect(diagnostic.contains("name one of: \(fitting)"), "\(diagnostic)")
    #expect(unchanged)
  }

  @Test("an app target given as the test target is refused, with the test targets")
  func appAsTestTarget() throws {
    let (diagnostic, unchanged) = try refusal("54-app-extension", target: "Pantry", testTarget: "PantryShare")
    #expect(diagnostic.contains("target 'PantryShare' is app-extension, not a test target"), "\(diagnostic)")
    #expect(diagnostic.contains("name one of: PantryTests, PantryKitTests"), "\(diagnostic)")
    #expect(unchanged)
  }

  @Test(
    "an unknown target is refused with the closest name and every target",
    arguments: [
      ("55-watch-and-ui-tests", "Tempo Watchkit App", "did you mean 'Tempo WatchKit App'?"),
      ("77-exception-sets", "OrbitTest", "did you mean 'OrbitTests'?"),
      ("52-nested-groups", "Ledgr", "did you mean 'Ledger'?"),
      ("46-mixed-objc", "Mailer", nil),
    ])
  func unknownTarget(fixture: String, target: String, suggestion: String?) throws {
    let (diagnostic, unchanged) = try refusal(fixture, target: target)
    let names = try XcodeFixtures.project(fixture).targets.map(\.name).joined(separator: ", ")
    #expect(diagnostic.contains("the project has no target named '\(target)'"), "\(diagnostic)")
    #expect(suggestion.map { diagnostic.contains($0) } ?? !diagnostic.contains("did you mean"), "\(diagnostic)")
    #expect(diagnostic.hasSuffix("its targets: \(names)"), "\(diagnostic)")
    #expect(unchanged)
  }

  @Test(
    "a malformed project is refused at the line and column of the fault",
    arguments: ["52-nested-groups", "54-app-extension", "77-exception-sets", "77-classic-groups"])
  func malformed(fixture: String) throws {
    // The first build file's last ';' dropped, as a bad hand edit leaves it.
    let text = try XcodeFixtures.text(fixture)
    var lines = text.components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains("isa = PBXBuildFile;") && $0.hasSuffix("; };") })
    lines[line] = String(lines[line].dropLast("; };".count)) + " };"
    let column = lines[line].count - 1
    let target = try #require(XcodeProject(text: text).targets.first { $0.isCodeTarget }).name
    let (diagnostic, unchanged) = try refusal(fixture, target: target) { _ in lines.joined(separator: "\n") }
    #expect(
      diagnostic.contains("project.pbxproj:\(line + 1):\(column): error: cannot edit the Xcode project: expected ';'"),
      "\(diagnostic)")
    #expect(diagnostic.contains("restore project.pbxproj from version control"), "\(diagnostic)")
    #expect(unchanged)
  }

  @Test(
    "a project with merge-conflict markers is refused at the first marker",
    arguments: ["53-localized-storyboards", "55-watch-and-ui-tests", "77-exception-sets"])
  func conflictMarkers(fixture: String) throws {
    // Two branches that each added a file to the app's sources, merged without resolving.
    let text = try XcodeFixtures.text(fixture)
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("\trootObject") })
    let target = try #require(XcodeProject(text: text).targets.first { $0.isCodeTarget }).name
    let (diagnostic, unchanged) = try refusal(fixture, target: target) { text in
      var lines = text.components(separatedBy: "\n")
      lines.insert(contentsOf: ["<<<<<<< HEAD", "\trootObject = AAAAAAAAAAAAAAAAAAAAAAAA;", "======="], at: line)
      lines.insert(">>>>>>> feature/login", at: line + 4)
      return lines.joined(separator: "\n")
    }
    #expect(
      diagnostic.contains(
        "project.pbxproj:\(line + 1):1: error: cannot edit the Xcode project: the project has merge-conflict markers"),
      "\(diagnostic)")
    #expect(diagnostic.contains("remove the marker lines"), "\(diagnostic)")
    #expect(unchanged)
  }
}
