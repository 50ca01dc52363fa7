import Foundation

@testable import ScaffoldKit

/// A module of one architecture generated into one target of a fixture project, through the
/// real pipeline (planner, writer, remover) in a temporary copy of the project. Its recorded
/// result is Tests/Fixtures/Xcode/Corpus/<name>.diff, the diff of `project.pbxproj`, and
/// <name>.json, where each generated file should be and who should build it, for the second
/// reading by Python's `pbxproj` (scripts/check-xcode-projects).
struct XcodeCorpusCase: CustomStringConvertible, Sendable {
  var fixture: String
  var target: String
  var testTarget: String?
  var architecture: Architecture

  static let module = "Login"

  var description: String { name }

  var name: String { "\(fixture).\(target.filter { $0.isLetter || $0.isNumber }).\(architecture.rawValue)" }

  /// The `.xcodeproj` the fixture is copied into: named after the target's project, as a user's is.
  var projectName: String { String(target.prefix { $0.isLetter }) }

  /// Each fixture's targets a module can go into, with their test targets: apps, an app
  /// extension, frameworks; classic groups, synchronized folders and both in one project.
  static let targets: [(fixture: String, target: String, testTarget: String?)] = [
    ("46-classic-app", "Legacy App", "LegacyAppTests"),
    ("46-mixed-objc", "Courier", "CourierTests"),
    ("50-named-groups", "Atlas", nil),
    ("52-nested-groups", "Ledger", "LedgerTests"),
    ("53-localized-storyboards", "Journal", "JournalTests"),
    ("54-app-extension", "Pantry", "PantryTests"),
    ("54-app-extension", "PantryShare", nil),
    ("54-app-extension", "PantryKit", "PantryKitTests"),
    ("55-watch-and-ui-tests", "Tempo", "TempoTests"),
    ("56-app-and-framework", "Shop", "ShopTests"),
    ("56-app-and-framework", "ShopCore", nil),
    ("60-swift-packages", "Notes (iOS)", "NotesTests"),
    ("63-cocoapods", "Travel", nil),
    ("70-synchronized-inline", "Weather", "WeatherTests"),
    ("77-classic-groups", "Harbor", "HarborTests"),
    ("77-exception-sets", "Orbit", "OrbitTests"),
    ("77-exception-sets", "OrbitWidgetExtension", nil),
    ("77-shared-synchronized-folder", "Cookbook", "CookbookTests"),
    ("77-shared-synchronized-folder", "CookbookWidget", nil),
    ("77-synchronized-folders", "Recipes", "RecipesTests"),
  ]

  static let all: [XcodeCorpusCase] = targets.flatMap { fixture, target, testTarget in
    Architecture.allCases.map { .init(fixture: fixture, target: target, testTarget: testTarget, architecture: $0) }
  }

  static let folder = XcodeFixtures.folder.appendingPathComponent("Corpus")

  /// The fixture copied into a temporary folder as `<Project>.xcodeproj/project.pbxproj`.
  func prepare() throws -> (root: URL, projectFile: URL, original: String) {
    let root = try FileTree.temporaryDirectory()
    let projectFile = root.appendingPathComponent("\(projectName).xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try XcodeFixtures.text(fixture)
    try Data(original.utf8).write(to: projectFile)
    return (root, projectFile, original)
  }

  /// What `scaffold <architecture> Login --xcodeproj … --target … [--test-target …]` asks for.
  func request(root: URL, generator: ModuleGenerator) throws -> GenerationRequest {
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: Self.module, architecture: architecture))
    let project = root.appendingPathComponent("\(projectName).xcodeproj")
    return GenerationRequest(
      modules: [module],
      destination: .xcodeProject(XcodeDestination(project: project, target: target, testTarget: testTarget)))
  }

  /// The target that should build a generated file, by the group it is generated under.
  func expectedTarget(of path: String) -> String? {
    path.split(separator: "/").contains { $0 == "\(Self.module)Tests" } ? testTarget : target
  }
}
