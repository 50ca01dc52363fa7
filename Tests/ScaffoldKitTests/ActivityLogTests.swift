import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// What the pipeline reports while it works: the steps `--verbose` prints and the counts the
/// progress line shows.
@Suite("Activity reported by the pipeline")
struct ActivityLogTests {
  /// Collects activities from any thread.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var activities: [Activity] = []
    var log: ActivityLog { ActivityLog { activity in self.lock.withLock { self.activities.append(activity) } } }
    var all: [Activity] { lock.withLock { activities } }

    func counts(of phase: String) -> [Int] {
      all.compactMap { activity in
        if case .progress(phase, let completed, _) = activity { completed } else { nil }
      }
    }
  }

  let generator = ModuleGenerator()

  @Test("rendering and writing several modules count up to their totals, in order, from parallel work")
  func progressCounts() throws {
    let names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]
    let modules = try names.map { name in
      try generator.module(from: ModuleSpec(), commandLine: CommandLineInput(name: name, architecture: .mvc))
    }
    let parent = try FileTree.temporaryDirectory()
    let recorder = Recorder()
    let plan = try GenerationPlanner(generator: generator, log: recorder.log).plan(
      GenerationRequest(modules: modules, destination: .newPackage(parent: parent), packageName: "Shop"))
    try ChangeWriter(log: recorder.log).apply(plan)

    #expect(recorder.counts(of: "rendering modules") == Array(1...5))
    #expect(recorder.counts(of: "writing files") == Array(1...plan.writes.count))
    #expect(recorder.all.contains(.step("rendering 5 modules")))
    #expect(recorder.all.contains(.step("renaming it to \(parent.appendingPathComponent("Shop").path)")))
  }

  @Test("check counts the modules it re-renders")
  func checkProgress() throws {
    let modules = try ["Alpha", "Beta"].map { name in
      try generator.module(from: ModuleSpec(), commandLine: CommandLineInput(name: name, architecture: .mvp))
    }
    let parent = try FileTree.temporaryDirectory()
    try ChangeWriter().apply(
      try GenerationPlanner(generator: generator).plan(
        GenerationRequest(modules: modules, destination: .newPackage(parent: parent), packageName: "Shop")))
    let recorder = Recorder()
    let reports = try DriftReport.check(
      root: parent.appendingPathComponent("Shop"), generator: generator, log: recorder.log)
    #expect(reports.count == 2)
    #expect(recorder.counts(of: "checking modules") == [1, 2])
  }
}
