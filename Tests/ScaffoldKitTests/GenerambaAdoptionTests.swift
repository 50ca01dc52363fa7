import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// Modules Generamba made, adopted: each Swift template of the corpus rendered by python-liquid
/// as Generamba renders it (the parity tests' values: Profile of project Shop, by Jane
/// Appleseed, prefix RM, on 9 March 2026), laid out as a package, then adopted with the
/// imported catalog in the project's templates. No template is named: the ranking must find it.
@Suite("adopt: modules Generamba made", .enabled(if: LiquidPython.runs))
struct GenerambaAdoptionTests {
  static let origin = GenerationOrigin(day: CalendarDay(iso: "2026-03-09") ?? .sample, developer: "Jane Appleseed")

  @Test(
    "untouched, every file is unchanged and check is clean; a hand edit merges into update --use-case",
    arguments: GenerambaLiquidParityTests.swiftFixtures)
  func adopt(fixture: String) throws {
    let project = try Self.project(with: fixture)
    let root = project.appendingPathComponent("Profile")
    let setup = try ProjectSetup(templateFolders: [], workingFolder: project, environment: [:]) { _ in Self.origin }
    let before = try FileTree.read(root)
    let adoptions = try GenerationSession(setup: setup, dryRun: false).adopt(
      AdoptRequest(folders: [root], params: try Self.parameters(of: fixture)))
    // Only the record and the merge base are written.
    let after = try FileTree.read(root)
    #expect(after.filter { !$0.key.hasPrefix(".scaffold/") } == before, "\(fixture)")
    #expect(Set(after.keys).subtracting(before.keys) == [".scaffold/Profile.json", ".scaffold/Profile.base"])
    let adoption = try #require(adoptions.first)
    #expect(adoption.template == fixture, "\(fixture): ranked \(adoption.alternatives)")
    let edited = adoption.files.filter { $0.state != .unchanged }
    #expect(edited.isEmpty, "\(fixture): \(edited)")
    #expect(adoption.match == 1)

    let drift = try DriftReport.check(root: root, generator: setup.generator)
    #expect(drift.allSatisfy { !$0.hasDrift }, "\(fixture): \(drift)")

    // A line the team added to the first Swift file stays through an update that adds a use case.
    let path = try #require(adoption.files.map(\.path).first { $0.hasSuffix(".swift") && $0.hasPrefix("Sources/") })
    let file = root.appendingPathComponent(path)
    let edit = "\n// Checked against the design of March.\n"
    try Data((try String(contentsOf: file, encoding: .utf8) + edit).utf8).write(to: file)
    let update = UpdateRequest(
      package: root.path, modules: ["Profile"], additions: CommandLineInput(useCases: ["refresh"]))
    let outcome = try GenerationSession(setup: setup, dryRun: false).update(update)
    #expect(outcome.plan.conflicts.isEmpty && !outcome.plan.files.contains { $0.action == .conflicted })
    let merged = try String(contentsOf: file, encoding: .utf8)
    #expect(merged.hasSuffix(edit) && !merged.contains("<<<<<<<"), "\(fixture): \(path)")
  }

  static func converted(_ fixture: String) throws -> [String: String] {
    try GenerambaImport.convert(
      folder: FileTree.read(GenerambaLiquidParityTests.folder.appendingPathComponent(fixture)), folderName: fixture,
      architecture: .viper, dropDates: false)
  }

  /// The fixture's flags on and its strings "Value", as the parity test renders it.
  static func parameters(of fixture: String) throws -> [String] {
    try Template.load(files: try converted(fixture), displayPath: fixture).manifest.parameters.map {
      $0.type == .bool ? "\($0.name)=true" : "\($0.name)=Value"
    }
  }

  /// A project folder: `.scaffold.yml` (Shop, Example Inc., prefix RM), the whole corpus imported
  /// under `Templates/` as a team's catalog is (a catalog holds one template of a name: of two
  /// fixtures named alike, the one adopted), and `Profile/`, the module as Liquid renders it at
  /// the paths the imported template writes it, with the package manifest Scaffold adds.
  static func project(with fixture: String) throws -> URL {
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("adopt-generamba-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data("name: Shop\norganisation: Example Inc.\nprefix: RM\ntemplates: [Templates]\n".utf8).write(
      to: project.appendingPathComponent(".scaffold.yml"))
    let template = try Template.load(files: try converted(fixture), displayPath: fixture)
    for name in GenerambaLiquidParityTests.swiftFixtures {
      let files = try converted(name)
      let manifestName = try Template.load(files: files, displayPath: name).manifest.name
      guard name == fixture || manifestName != template.manifest.name else { continue }
      try write(files, under: project.appendingPathComponent("Templates/\(name)"))
    }
    let params = try parameters(of: fixture).map { $0.replacingOccurrences(of: "=", with: ": ") }
      .map { $0.hasSuffix(": Value") ? $0.replacingOccurrences(of: ": Value", with: ": \"Value\"") : $0 }
    let ours = try GenerambaImportTests.renderUserProfile(
      with: template, params: params.joined(separator: ", "), name: "Profile", prefix: "RM", author: nil,
      origin: origin)
    let liquid = try GenerambaLiquidParityTests.renderWithLiquid(
      folder: GenerambaLiquidParityTests.folder.appendingPathComponent(fixture),
      scope: GenerambaLiquidParityTests.scope(parameters: liquidParameters(fixture)))
    var files = Dictionary(
      uniqueKeysWithValues: ours.filter { $0.path == "Package.swift" }.map { ($0.path, $0.contents) })
    for (mine, theirs) in zip(ours.filter { $0.path != "Package.swift" }, liquid) {
      // As the parity test: the app's `@testable import` is the module's own, a `.m` Swift test `.swift`.
      let base = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
      let name = theirs.name.hasSuffix(".m") ? theirs.name.dropLast(2) + ".swift" : theirs.name
      files[mine.path] = theirs.contents.replacingOccurrences(
        of: "@testable import Shop\n", with: "@testable import Profile\n"
      ).replacingOccurrences(of: base(theirs.name), with: base(name))
    }
    try write(files, under: project.appendingPathComponent("Profile"))
    return project
  }

  static func liquidParameters(_ fixture: String) throws -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: try parameters(of: fixture).map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts[1])
      })
  }

  static func write(_ files: [String: String], under folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
