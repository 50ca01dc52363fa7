import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module that changes after it was generated: the files a run deletes leave the project with
/// their references (a reference to a file that is gone fails the app's build), and the target's
/// support stays where the records say it is when the module beside it goes.
@Suite("Modules that change in a fixture project")
struct XcodeCorpusEvolutionTests {
  static let generator = ModuleGenerator()

  private func module(_ name: String, entities: Bool) throws -> Module {
    let entity = entities ? "entities:\n  - name: Thing\n    fields: [id: String]\n" : ""
    return try Self.generator.module(
      from: SpecLoader.load(
        text: "name: \(name)\narchitecture: viper\n\(entity)useCases: [load]\n", file: "\(name).yml"))
  }

  private func request(_ module: Module, _ scenario: XcodeCorpusCase, root: URL, group: String? = nil)
    -> GenerationRequest
  {
    GenerationRequest(
      modules: [module],
      destination: .xcodeProject(
        XcodeDestination(
          project: root.appendingPathComponent("\(scenario.projectName).xcodeproj"), target: scenario.target,
          testTarget: scenario.testTarget, group: group ?? scenario.group)))
  }

  private func generate(_ request: GenerationRequest) throws -> ChangePlan {
    let plan = try GenerationPlanner(generator: Self.generator).plan(request)
    try ChangeWriter().apply(plan)
    return plan
  }

  static let scenarios = XcodeCorpusCase.targets.map { fixture, target, testTarget, group in
    XcodeCorpusCase(fixture: fixture, target: target, testTarget: testTarget, group: group, architecture: .viper)
  }

  @Test("entities dropped: the project is the one a first run without them makes", arguments: scenarios)
  func droppedFileLeavesTheProject(_ scenario: XcodeCorpusCase) throws {
    let (root, projectFile, original) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try generate(request(try module("Login", entities: true), scenario, root: root))
    let smaller = try generate(request(try module("Login", entities: false), scenario, root: root))
    #expect(smaller.files.contains { $0.path.hasSuffix("/LoginEntities.swift") && $0.action == .delete })
    let evolved = try String(contentsOf: projectFile, encoding: .utf8)
    #expect(!evolved.contains("LoginEntities"), "\(scenario)")

    let (fresh, freshFile, _) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: fresh) }
    _ = try generate(request(try module("Login", entities: false), scenario, root: fresh))
    #expect(evolved == (try String(contentsOf: freshFile, encoding: .utf8)), "\(scenario)")

    let remover = ModuleRemover(generator: Self.generator)
    try remover.apply(try remover.plan(module: "Login", root: root, force: false))
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original, "\(scenario): remove")
  }

  @Test("the support stays beside the first module after it goes, and a module moved by --group takes its files along")
  func supportStaysWhereRecorded() throws {
    let scenario = XcodeCorpusCase(
      fixture: "52-nested-groups", target: "Ledger", testTarget: "LedgerTests", architecture: .viper)
    let (root, projectFile, original) = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    let (accounts, budget) = ("Ledger/Sources/Features/Accounts", "Ledger/Sources/Features/Budget")
    let support = "Ledger/Features/Accounts/ScaffoldSupport/ScaffoldUseCaseSupport.swift"
    let before = try FileTree.read(root)
    _ = try generate(request(try module("Alpha", entities: false), scenario, root: root, group: accounts))
    let beta = request(try module("Beta", entities: false), scenario, root: root, group: budget)
    _ = try generate(beta)
    let remover = ModuleRemover(generator: Self.generator)
    try remover.apply(try remover.plan(module: "Alpha", root: root, force: false))

    // Beta again, where it is: nothing to write, the support where it was.
    let again = try GenerationPlanner(generator: Self.generator).plan(beta)
    #expect(again.files.filter(\.action.writes).map(\.path) == [])
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(support).path))

    // Beta moved beside the support and back: every file once in the project, where it is on disk.
    for group in [accounts, budget] {
      _ = try generate(request(try module("Beta", entities: false), scenario, root: root, group: group))
      let project = try XcodeProject(text: try String(contentsOf: projectFile, encoding: .utf8))
      let membership = XcodeMembership(project)
      let onDisk = try FileTree.read(root).keys.filter { $0.hasSuffix(".swift") }
      #expect(onDisk.contains(support))
      for path in onDisk { #expect(membership.references(at: path).count == 1, "\(group): \(path)") }
      #expect(project.text.components(separatedBy: "ScaffoldUseCaseSupport.swift in Sources").count == 3)
      #expect(project.text.components(separatedBy: "Beta/BetaBuilder.swift").count <= 1)
    }
    try remover.apply(try remover.plan(module: "Beta", root: root, force: false))
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
    #expect(try FileTree.read(root).filter { !$0.key.hasPrefix(GenerationRecord.folder + "/") } == before)
  }
}
