import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Two modules in one target share the target's support (its group, its files, the regions their
/// strings added): whichever goes first must leave the other whole, and the last one out must
/// give back the project's bytes and the folder as they were, on every fixture target.
@Suite("Two modules of a fixture target, removed in either order")
struct XcodeCorpusRemovalOrderTests {
  static let generator = ModuleGenerator()

  /// The order the modules are removed in: the first generated first, or last.
  enum Order: String, CaseIterable, Sendable { case firstGeneratedFirst, lastGeneratedFirst }

  struct Case: CustomStringConvertible, Sendable {
    var scenario: XcodeCorpusCase
    var order: Order
    var description: String {
      "\(scenario.fixture).\(scenario.target)\(scenario.group.map { "-" + $0 } ?? "") \(order)"
    }
  }

  static let cases: [Case] = XcodeCorpusCase.targets.flatMap { fixture, target, testTarget, group in
    Order.allCases.map {
      Case(
        scenario: .init(fixture: fixture, target: target, testTarget: testTarget, group: group, architecture: .viper),
        order: $0)
    }
  }

  /// `scaffold <architecture> <name> --xcodeproj … --target …` of the case's target, UIKit.
  private func request(_ name: String, _ architecture: Architecture, _ scenario: XcodeCorpusCase, root: URL) throws
    -> GenerationRequest
  {
    let module = try Self.generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: name, architecture: architecture))
    return GenerationRequest(
      modules: [module],
      destination: .xcodeProject(
        XcodeDestination(
          project: root.appendingPathComponent("\(scenario.projectName).xcodeproj"), target: scenario.target,
          testTarget: scenario.testTarget, group: scenario.group)))
  }

  @Test(
    "generate VIPER Login then VIP Cart, remove both: the project's bytes and the folder as they were", arguments: cases
  )
  func removeBoth(_ item: Case) throws {
    let (root, projectFile, original) = try item.scenario.prepare()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try FileTree.read(root)
    let modules: [(String, Architecture)] = [("Login", .viper), ("Cart", .vip)]
    for (name, architecture) in modules {
      try ChangeWriter().apply(
        try GenerationPlanner(generator: Self.generator).plan(request(name, architecture, item.scenario, root: root)))
    }
    let both = try FileTree.read(root)
    let order = item.order == .firstGeneratedFirst ? modules : modules.reversed()
    let remover = ModuleRemover(generator: Self.generator)
    try remover.apply(try remover.plan(module: order[0].0, root: root, force: false))
    // The one still there keeps every file its record lists (its support among them, the
    // support only the other used gone), byte for byte, each where the project lists it.
    let left = try FileTree.read(root)
    let kept = order[1].0
    let recordPath = GenerationRecord.path(for: kept)
    let record = try GenerationRecord(jsonText: try #require(left[recordPath]), path: recordPath)
    let project = try XcodeProject(text: try String(contentsOf: projectFile, encoding: .utf8))
    let membership = XcodeMembership(project)
    #expect(record.files.count >= 10)
    for path in record.files.keys where !path.hasSuffix("project.pbxproj") {
      #expect(left[path] == both[path], "\(item): \(path) changed or went when \(order[0].0) was removed")
      guard path.hasSuffix(".swift") else { continue }
      #expect(
        membership.references(at: path).count == (membership.isInSynchronizedFolder(path) ? 0 : 1),
        "\(item): \(path) lost its place in the project")
    }
    // And nothing of the removed module is left but what the kept one lists.
    for path in both.keys where left[path] != nil && path.contains("/\(order[0].0)") {
      #expect(record.files[path] != nil, "\(item): \(path) was left behind")
    }
    try remover.apply(try remover.plan(module: order[1].0, root: root, force: false))
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original, "\(item): project.pbxproj")
    let after = try FileTree.read(root).filter { !$0.key.hasPrefix(GenerationRecord.folder + "/") }
    #expect(after == before, "\(item): left \(Set(after.keys).symmetricDifference(before.keys).sorted().prefix(5))")
  }
}
