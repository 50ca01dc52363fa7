import Foundation

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module of one architecture generated into one target of a fixture project, through the
/// real pipeline (planner, writer, remover) in a temporary copy of the project. Its recorded
/// result is Tests/Fixtures/Xcode/Corpus/<name>.diff, the diff of `project.pbxproj`, and
/// <name>.json, where each generated file should be and who should build it, for the second
/// reading by Python's `pbxproj` (scripts/check-xcode-projects).
struct XcodeCorpusCase: CustomStringConvertible, Sendable {
  var fixture: String
  var target: String
  var testTarget: String?
  /// `--group`; `nil` for the default group.
  var group: String? = nil
  var architecture: Architecture

  static let module = "Login"

  var description: String { name }

  var name: String {
    let group = group.map { "-" + ($0.split(separator: "/").last ?? "").filter { $0.isLetter || $0.isNumber } } ?? ""
    return "\(fixture).\(target.filter { $0.isLetter || $0.isNumber })\(group).\(architecture.rawValue)"
  }

  /// The `.xcodeproj` the fixture is copied into: named after the target's project, as a user's is.
  var projectName: String { String(target.prefix { $0.isLetter }) }

  /// Each fixture's targets a module can go into, with their test targets and, for three, a
  /// `--group`: apps, app extensions, frameworks; classic groups, synchronized folders and both
  /// in one project; a group of its own folder (`SOURCE_ROOT`), a path through a name-only group
  /// (to a feature's group, where the default no longer goes) and a name-only group itself.
  static let targets: [(fixture: String, target: String, testTarget: String?, group: String?)] = [
    ("46-classic-app", "Legacy App", "LegacyAppTests", nil),
    ("46-mixed-objc", "Courier", "CourierTests", nil),
    ("46-mixed-objc", "Courier", "CourierTests", "Reachability"),
    ("46-mixed-objc", "Courier", "CourierTests", "Courier/Controllers"),
    ("50-named-groups", "Atlas", nil, nil),
    ("52-nested-groups", "Ledger", "LedgerTests", nil),
    ("52-nested-groups", "Ledger", "LedgerTests", "Ledger/Sources/Features/Accounts"),
    ("53-localized-storyboards", "Journal", "JournalTests", nil),
    ("54-app-extension", "Pantry", "PantryTests", nil),
    ("54-app-extension", "PantryShare", nil, nil),
    ("54-app-extension", "PantryKit", "PantryKitTests", nil),
    ("55-watch-and-ui-tests", "Tempo", "TempoTests", nil),
    ("56-app-and-framework", "Shop", "ShopTests", nil),
    ("56-app-and-framework", "ShopCore", nil, nil),
    ("60-swift-packages", "Notes (iOS)", "NotesTests", nil),
    ("63-cocoapods", "Travel", nil, nil),
    ("70-synchronized-inline", "Weather", "WeatherTests", nil),
    ("77-classic-groups", "Harbor", "HarborTests", nil),
    ("77-exception-sets", "Orbit", "OrbitTests", nil),
    ("77-exception-sets", "OrbitWidgetExtension", nil, nil),
    ("77-shared-synchronized-folder", "Cookbook", "CookbookTests", nil),
    ("77-shared-synchronized-folder", "CookbookWidget", nil, nil),
    ("77-synchronized-folders", "Recipes", "RecipesTests", nil),
  ]

  static let all: [XcodeCorpusCase] = targets.flatMap { fixture, target, testTarget, group in
    Architecture.allCases.map {
      .init(fixture: fixture, target: target, testTarget: testTarget, group: group, architecture: $0)
    }
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
      destination: .xcodeProject(
        XcodeDestination(project: project, target: target, testTarget: testTarget, group: group)))
  }

  /// The target that should build a generated file, by the group it is generated under.
  func expectedTarget(of path: String) -> String? {
    path.split(separator: "/").contains { $0 == "\(Self.module)Tests" } ? testTarget : target
  }
}
