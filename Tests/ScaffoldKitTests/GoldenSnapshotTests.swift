import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// Compares every generated tree, file by file, with the recorded one. Set
/// SCAFFOLD_RECORD_SNAPSHOTS=1 to re-record after a deliberate template change, then review the
/// diff with git like any code change. A recording run that changes a snapshot fails, so a run
/// with the variable set by mistake can never pass in place of a comparison; run again without
/// it. (scripts/test also refuses to start with it set.)
@Suite("Golden snapshots")
struct GoldenSnapshotTests {
  static let isRecording = ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_SNAPSHOTS"] == "1"
  static let afterRecording = "review the diff, then run the tests again without SCAFFOLD_RECORD_SNAPSHOTS"
  let generator = ModuleGenerator()

  @Test("generated tree matches the snapshot", arguments: GoldenCase.all)
  func treeMatchesSnapshot(_ golden: GoldenCase) throws {
    try compare(try golden.tree(using: generator), withSnapshot: golden.name)
  }

  @Test(
    "a package of several modules (routing to each other, sharing entities) matches the snapshot",
    arguments: ["Shop", "Receipts", "Market"])
  func appTreeMatchesSnapshot(_ spec: String) throws {
    let input = try GenerationInput.load(
      specPath: RepositoryPaths.fixtures.appendingPathComponent("\(spec).yml").path, commandLine: CommandLineInput(),
      generator: generator, addingToPackage: false)
    let plan = try GenerationPlanner(generator: generator).plan(
      GenerationRequest(
        modules: input.modules,
        destination: .newPackage(
          parent: FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID())")),
        packageName: input.packageName))
    try compare(
      Dictionary(plan.files.map { ($0.path, $0.contents) }) { first, _ in first }, withSnapshot: "app-\(spec)")
  }

  /// The merge bases (`.scaffold/<Module>.base`) repeat the generated files, so they are checked
  /// against them here instead of being recorded a second time.
  private func compare(_ all: [String: String], withSnapshot name: String) throws {
    let bases = all.filter { $0.key.hasSuffix(".base") }
    let generated = all.filter { !$0.key.hasSuffix(".base") }
    #expect(!bases.isEmpty, "\(name): no merge base is generated")
    var based: [String: String] = [:]
    for (path, text) in bases {
      let archive = try #require(BaseArchive(text: text), "\(name)/\(path) does not read back")
      based.merge(archive.texts) { first, _ in first }
    }
    for (path, text) in based where generated[path] != text {
      Issue.record("\(name): the base of \(path) holds other text than the file")
    }
    // Every module file has a base (the package's own files, such as the shared entities, have none).
    let moduleFiles = generated.keys.filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") }
    for path in moduleFiles where based[path] == nil && !path.contains("Entities/") {
      Issue.record("\(name): \(path) has no base")
    }
    let directory = RepositoryPaths.snapshots.appendingPathComponent(name)
    let recorded = try FileTree.read(directory)
    if Self.isRecording {
      guard recorded != generated else { return }
      try FileTree.write(generated, to: directory)
      Issue.record("re-recorded the snapshot \(name): \(Self.afterRecording)")
      return
    }
    #expect(!recorded.isEmpty, "no snapshot at \(directory.path); record with SCAFFOLD_RECORD_SNAPSHOTS=1")
    for path in Set(recorded.keys).subtracting(generated.keys).sorted() {
      Issue.record("\(name)/\(path) is recorded but no longer generated")
    }
    for path in Set(generated.keys).subtracting(recorded.keys).sorted() {
      Issue.record("\(name)/\(path) is generated but not recorded")
    }
    for (path, contents) in generated.sorted(by: { $0.key < $1.key }) {
      guard let expected = recorded[path], expected != contents else { continue }
      Issue.record(
        "\(name)/\(path) differs from its snapshot:\n\(LineDiff.describe(expected: expected, actual: contents))")
    }
  }

  @Test("template context matches the recorded JSON", arguments: GoldenCase.all)
  func contextMatchesSnapshot(_ golden: GoldenCase) throws {
    let json = generator.context(for: try golden.module(using: generator)).jsonText() + "\n"
    let file = RepositoryPaths.root.appendingPathComponent("Tests/__Contexts__/\(golden.name).json")
    let recorded = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    if Self.isRecording {
      guard recorded != json else { return }
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(json.utf8).write(to: file)
      Issue.record("re-recorded the context \(golden.name): \(Self.afterRecording)")
      return
    }
    #expect(!recorded.isEmpty, "no context at \(file.path); record with SCAFFOLD_RECORD_SNAPSHOTS=1")
    #expect(recorded == json, "\(LineDiff.describe(expected: recorded, actual: json))")
  }
}
