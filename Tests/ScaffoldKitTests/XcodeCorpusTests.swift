import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Every fixture project, a module of every architecture, through the real pipeline: the edit of
/// `project.pbxproj` as recorded (a diff that only adds lines), every generated file where the
/// project says it is and built by its target alone, a second run that writes nothing, and
/// `remove` giving back the original bytes.
@Suite("A module of each architecture in each fixture project")
struct XcodeCorpusTests {
  // One for every case: it keeps the templates it has read and prepared (half the time of a case).
  static let shared = ModuleGenerator()
  var generator: ModuleGenerator { Self.shared }

  @Test("generate, read back, run again, remove", arguments: XcodeCorpusCase.all)
  func lifeCycle(_ scenario: XcodeCorpusCase) throws {
    let (root, projectFile, original) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    let request = try scenario.request(root: root, generator: generator)
    let plan = try GenerationPlanner(generator: generator).plan(request)
    try ChangeWriter().apply(plan)
    let edited = try String(contentsOf: projectFile, encoding: .utf8)

    // The edit only adds lines, as recorded.
    let diff = UnifiedDiff.text(old: original, new: edited, path: "project.pbxproj")
    let removed = diff.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("-") }
    #expect(removed.isEmpty, "\(scenario) removed or changed lines: \(removed.prefix(3))")
    let project = try XcodeProject(text: edited)
    // The records, the project and the repository's .gitattributes (for the merge bases) are no
    // files of the app.
    let generated = plan.files.map(\.path).filter {
      !$0.hasPrefix(GenerationRecord.folder + "/") && !$0.hasSuffix("project.pbxproj") && $0 != BaseFileAttributes.path
    }
    try checkRecorded(scenario, diff: diff, expectation: try expectation(scenario, files: generated, in: project))

    // Every file the template renders for the module is in the project: the list comes from the
    // template's rendering as a package, not from the plan under test, so a file the placement
    // forgets cannot pass unseen.
    let placement = try #require(try ProjectSnapshot(root: root).record(of: XcodeCorpusCase.module)?.xcode)
    for file in try Self.templateFiles(of: request.modules[0], placement: placement, in: scenario) {
      #expect(generated.contains { $0 == file || $0.hasSuffix("/" + file) }, "\(scenario): \(file) is not placed")
    }

    // Each file where the project says it is, in its module's group, built by its target only.
    let membership = XcodeMembership(project)
    for path in generated {
      let references = membership.references(at: path)
      let synchronized = membership.isInSynchronizedFolder(path)
      #expect(references.count == (synchronized ? 0 : 1), "\(scenario): \(path) listed \(references.count) times")
      if let reference = references.first {
        // The support the target's modules share has a group of its own beside the module's.
        let module =
          path.contains("/ScaffoldSupport/")
          ? "ScaffoldSupport" : scenario.expectedTarget(of: path) == scenario.target ? "Login" : "LoginTests"
        #expect(membership.groupNames(above: reference.id).contains(module), "\(scenario): \(path) outside \(module)")
      }
      let phase = path.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
      let expected = scenario.expectedTarget(of: path).map { [XcodeMembership.Builder(target: $0, phase: phase)] }
      #expect(membership.builders(of: path) == expected ?? [], "\(scenario): \(path)")
    }

    // A second run writes nothing.
    let again = try GenerationPlanner(generator: generator).plan(request)
    #expect(again.files.filter(\.action.writes).map(\.path) == [], "\(scenario): a second run writes")

    // Removing the module gives back the project as it was, byte for byte.
    let remover = ModuleRemover(generator: generator)
    try remover.apply(try remover.plan(module: XcodeCorpusCase.module, root: root, force: false))
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original, "\(scenario): remove")
  }

  /// The module's own files as its template renders them for the target (`Sources/Login/…`,
  /// `Sources/ScaffoldSupport/…`, `Tests/LoginTests/…`), as paths from the folder that holds
  /// them (`Login/…`, `ScaffoldSupport/…`, `LoginTests/…`). Rendered here from the template's
  /// file list with the placement the record keeps, not taken from the plan under test; without
  /// a test target the tests are not generated.
  static func templateFiles(of module: Module, placement: XcodePlacement, in scenario: XcodeCorpusCase) throws
    -> [String]
  {
    let name = XcodeCorpusCase.module
    let hosted = XcodeModuleFiles.hosted(module, in: placement)
    return try shared.plan(for: hosted).files.map(\.path).compactMap { path in
      if path.hasPrefix("Sources/") { return String(path.dropFirst("Sources/".count)) }
      if scenario.testTarget != nil, path.hasPrefix("Tests/\(name)Tests/") {
        return String(path.dropFirst("Tests/".count))
      }
      return nil
    }
  }

  /// Where each generated file should be and who should build it, in the words of Python's
  /// reading: its path, the target and phase, and whether the project lists it (a file of a
  /// synchronized folder is not listed).
  private func expectation(_ scenario: XcodeCorpusCase, files: [String], in project: XcodeProject) throws -> String {
    let membership = XcodeMembership(project)
    let entries = files.sorted().map { path in
      let target = scenario.expectedTarget(of: path).map { "\"\($0)\"" } ?? "null"
      let phase = path.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
      return "    {\"file\": \"\(path)\", \"target\": \(target), \"phase\": \"\(phase)\", "
        + "\"listed\": \(!membership.isInSynchronizedFolder(path))}"
    }
    return "{\n  \"original\": \"\(scenario.fixture).pbxproj\",\n  \"files\": [\n"
      + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  private func checkRecorded(_ scenario: XcodeCorpusCase, diff: String, expectation: String) throws {
    let golden = XcodeCorpusCase.folder.appendingPathComponent("\(scenario.name).diff")
    let expected = XcodeCorpusCase.folder.appendingPathComponent("\(scenario.name).json")
    try RecordedText.expect(diff, recordedAt: golden) {
      "\(scenario): \(LineDiff.describe(expected: $0, actual: diff))"
    }
    try RecordedText.expect(expectation, recordedAt: expected) { _ in "\(scenario)" }
  }

  @Test("every fixture has a module of every architecture recorded, and nothing else is recorded")
  func everyFixtureRecorded() throws {
    let fixtures = Set(XcodeCorpusCase.all.map(\.fixture))
    #expect(
      fixtures == Set(XcodeFixtures.names), "fixtures without a case: \(Set(XcodeFixtures.names).subtracting(fixtures))"
    )
    let recorded = try FileManager.default.contentsOfDirectory(atPath: XcodeCorpusCase.folder.path)
    let expected = XcodeCorpusCase.all.flatMap { ["\($0.name).diff", "\($0.name).json"] }
    #expect(Set(recorded) == Set(expected))
  }
}
