import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Plans and all-or-nothing writes")
struct ChangeWriterTests {
  let files = [
    GeneratedFile(path: "Package.swift", contents: "// package\n", kind: .resource),
    GeneratedFile(path: "Sources/Login/Login.swift", contents: "struct Login {}\n", kind: .source),
  ]

  private func entries(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  private func plan(_ files: [GeneratedFile], root: URL, policy: ConflictPolicy = .refuse, edits: Set<String> = [])
    throws -> ChangePlan
  {
    try ChangePlanner(policy: policy).plan(files, root: root, edits: edits, modules: ["Login"])
  }

  @Test("a new package: every file is 'create' and lands with no staging folder left")
  func writesNewPackage() throws {
    let output = try FileTree.temporaryDirectory()
    let root = output.appendingPathComponent("Login")
    let plan = try plan(files, root: root)
    #expect(plan.createsRoot)
    #expect(plan.files.map(\.action) == [.create, .create])
    try ChangeWriter().apply(plan)
    #expect(
      try FileTree.read(root) == ["Package.swift": "// package\n", "Sources/Login/Login.swift": "struct Login {}\n"])
    #expect(try entries(output) == ["Login"])
  }

  @Test("re-running is a no-op: every file 'unchanged', modification times kept")
  func rerunIsNoOp() throws {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("Login")
    try ChangeWriter().apply(try plan(files, root: root))
    let file = root.appendingPathComponent("Package.swift").path
    let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    let second = try plan(files, root: root)
    #expect(second.files.map(\.action) == [.unchanged, .unchanged])
    #expect(second.writes.isEmpty)
    try ChangeWriter().apply(second)
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
  }

  @Test("each policy on a file edited by hand: conflict, overwrite, skip")
  func policies() throws {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("Login")
    try FileTree.write(["Sources/Login/Login.swift": "// mine\n"], to: root)
    let refused = try plan(files, root: root)
    #expect(refused.files.map(\.action) == [.create, .conflict])
    #expect(refused.files[1].existing == "// mine\n")
    #expect(throws: ScaffoldError.conflicts(root: root.path, paths: ["Sources/Login/Login.swift"])) {
      try ChangeWriter().apply(refused)
    }
    #expect(try FileTree.read(root) == ["Sources/Login/Login.swift": "// mine\n"])

    let skipping = try plan(files, root: root, policy: .skipExisting)
    #expect(skipping.files.map(\.action) == [.create, .skip])
    try ChangeWriter().apply(skipping)
    #expect(try FileTree.read(root) == ["Package.swift": "// package\n", "Sources/Login/Login.swift": "// mine\n"])

    let forcing = try plan(files, root: root, policy: .overwrite)
    #expect(forcing.files.map(\.action) == [.unchanged, .overwrite])
    try ChangeWriter().apply(forcing)
    #expect(try FileTree.read(root)["Sources/Login/Login.swift"] == "struct Login {}\n")
  }

  @Test("an edit (the manifest) is overwritten whatever the policy; files the plan does not name stay")
  func editsAndForeignFiles() throws {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("Host")
    try FileTree.write(["Package.swift": "// old\n", "Sources/Host/Host.swift": "host\n"], to: root)
    let plan = try plan(files, root: root, edits: ["Package.swift"])
    #expect(plan.files.map(\.action) == [.overwrite, .create])
    try ChangeWriter().apply(plan)
    #expect(
      try FileTree.read(root) == [
        "Package.swift": "// package\n", "Sources/Host/Host.swift": "host\n",
        "Sources/Login/Login.swift": "struct Login {}\n",
      ])
  }

  @Test("a new folder inside an existing package moves in as one rename; the manifest comes last")
  func stepsIntoExistingPackage() throws {
    let root = try FileTree.temporaryDirectory()
    try FileTree.write(["Package.swift": "x\n", "Sources/Host/Host.swift": "h\n"], to: root)
    let changes = [
      FileChange(path: "Package.swift", action: .overwrite, contents: "", existing: "x\n"),
      FileChange(path: "Sources/Login/A.swift", action: .create, contents: "", existing: nil),
      FileChange(path: "Sources/Login/B/C.swift", action: .create, contents: "", existing: nil),
      FileChange(path: "Sources/Host/New.swift", action: .create, contents: "", existing: nil),
      FileChange(path: "Tests/LoginTests/T.swift", action: .create, contents: "", existing: nil),
    ]
    #expect(
      ChangeWriter.steps(for: changes, root: root) == [
        .moveNew("Sources/Host/New.swift"), .moveNew("Sources/Login"), .moveNew("Tests"), .replace("Package.swift"),
      ])
  }

  @Test("a failure halfway leaves nothing: no package, no staging folder, no created parents")
  func failureLeavesNothing() throws {
    let output = try FileTree.temporaryDirectory()
    let broken = [
      GeneratedFile(path: "A.swift", contents: "a\n", kind: .source),
      // A.swift is a file, so nothing can be written below it.
      GeneratedFile(path: "A.swift/B.swift", contents: "b\n", kind: .source),
    ]
    let plan = try plan(broken, root: output.appendingPathComponent("new/parent/Login"))
    #expect(throws: ScaffoldError.self) { try ChangeWriter().apply(plan) }
    #expect(try entries(output) == [])
  }

  /// Plans of `ChangeWriter.filesStagedInParallel` files or more are staged on every core.
  private func manyFiles(_ count: Int) -> [GeneratedFile] {
    (0..<count).map { index in
      GeneratedFile(
        path: "Sources/Module\(index % 40)/File\(index).swift", contents: "let value\(index) = \(index)\n",
        kind: .source)
    }
  }

  @Test("a plan of many files, staged on every core, lands whole, each file with its own text")
  func manyFilesLandWhole() throws {
    let output = try FileTree.temporaryDirectory()
    let root = output.appendingPathComponent("Big")
    let files = manyFiles(ChangeWriter.filesStagedInParallel * 2 + 3)
    let counted = Counted()
    try ChangeWriter(checkpoint: { point in if case .staged(let count) = point { counted.add(count) } })
      .apply(try plan(files, root: root))
    #expect(try FileTree.read(root) == Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    #expect(try entries(output) == ["Big"])
    // Each count from 1 to the number of files is reached once, whatever thread reaches it.
    #expect(counted.values.sorted() == Array(1...files.count))
  }

  @Test("a failure while many files are staged on every core leaves nothing, and says why")
  func manyFilesFailureLeavesNothing() throws {
    let output = try FileTree.temporaryDirectory()
    let plan = try plan(manyFiles(ChangeWriter.filesStagedInParallel + 50), root: output.appendingPathComponent("Big"))
    struct Stop: Error {}
    #expect(throws: ScaffoldError.self) {
      try ChangeWriter(checkpoint: { point in if point == .staged(100) { throw Stop() } }).apply(plan)
    }
    #expect(try entries(output) == [])
  }

  /// Counts a checkpoint reports from several threads.
  private final class Counted: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []
    func add(_ value: Int) { lock.withLock { seen.append(value) } }
    var values: [Int] { lock.withLock { seen } }
  }

  @Test("a failure inside an existing package rolls back every step and keeps what was there")
  func failureInExistingPackageRollsBack() throws {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("Host")
    try FileTree.write(["Package.swift": "// old\n", "Mine.swift": "mine\n"], to: root)
    let broken = [
      GeneratedFile(path: "Package.swift", contents: "// new\n", kind: .resource),
      GeneratedFile(path: "Sources/Login/A.swift", contents: "a\n", kind: .source),
      GeneratedFile(path: "Sources/Login/A.swift/B.swift", contents: "b\n", kind: .source),
    ]
    let plan = try plan(broken, root: root, edits: ["Package.swift"])
    #expect(throws: ScaffoldError.self) { try ChangeWriter().apply(plan) }
    #expect(try FileTree.read(root) == ["Package.swift": "// old\n", "Mine.swift": "mine\n"])
    #expect(try entries(root) == ["Mine.swift", "Package.swift"])
  }

  @Test("a root that is a file, or a folder where a file goes, is refused before writing")
  func inTheWay() throws {
    let output = try FileTree.temporaryDirectory()
    let file = output.appendingPathComponent("Login")
    try Data("x".utf8).write(to: file)
    #expect(throws: ScaffoldError.self) { try plan(files, root: file) }
    let root = output.appendingPathComponent("Other")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Package.swift"), withIntermediateDirectories: true)
    #expect(throws: ScaffoldError.self) { try plan(files, root: root) }
  }

  /// An existing package and a plan that takes every kind of step: two deletions, a new folder,
  /// a new file in an existing folder, a replaced file, the manifest last.
  private func packageWithEveryKindOfStep() throws -> (root: URL, plan: ChangePlan, stepCount: Int) {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("Host")
    try FileTree.write(
      [
        "Package.swift": "// old\n", "Sources/Host/Host.swift": "host\n", "Sources/Old/Gone.swift": "gone\n",
        "Sources/Old/AlsoGone.swift": "also\n", "README.md": "readme\n",
      ], to: root)
    let changes = [
      FileChange(path: "Package.swift", action: .overwrite, contents: "// new\n", existing: "// old\n"),
      FileChange(path: "README.md", action: .overwrite, contents: "new readme\n", existing: "readme\n"),
      FileChange(path: "Sources/Host/Extra.swift", action: .create, contents: "extra\n", existing: nil),
      FileChange(path: "Sources/Login/Login.swift", action: .create, contents: "login\n", existing: nil),
      FileChange(path: "Sources/Old/Gone.swift", action: .delete, contents: "", existing: "gone\n"),
      FileChange(path: "Sources/Old/AlsoGone.swift", action: .delete, contents: "", existing: "also\n"),
    ]
    let plan = ChangePlan(root: root, createsRoot: false, files: changes, modules: ["Login"])
    return (root, plan, plan.deletions.count + ChangeWriter.steps(for: plan.writes, root: root).count)
  }

  private struct Stop: Error {}

  @Test("a failure after any rename into an existing package undoes every step taken, byte for byte")
  func failureAfterEachRenameRollsBack() throws {
    let stepCount = try packageWithEveryKindOfStep().stepCount
    #expect(stepCount == 6)
    for failing in 1...stepCount {
      let (root, plan, _) = try packageWithEveryKindOfStep()
      let before = try FileTree.read(root)
      let writer = ChangeWriter(checkpoint: { if $0 == .renamed(failing) { throw Stop() } })
      #expect(throws: ScaffoldError.self, "renamed:\(failing)") { try writer.apply(plan) }
      #expect(try FileTree.read(root) == before, "after a failure at renamed:\(failing)")
      #expect(try entries(root) == ["Package.swift", "README.md", "Sources"], "after renamed:\(failing)")
      #expect(try entries(root.appendingPathComponent("Sources")) == ["Host", "Old"], "after renamed:\(failing)")
    }
  }

  /// What a run killed after `steps` renames leaves: its renames done, its staging folder with
  /// journal and backups, and its lock let go (the kernel does that when a process dies).
  private func killedRun(after steps: Int, plan: ChangePlan) throws {
    // Once the checkpoint throws, the writer undoes its steps itself; the package is copied as
    // the failure finds it, which is what a kill at that moment leaves (an unlocked lock file).
    let root = plan.root
    let snapshot = root.deletingLastPathComponent().appendingPathComponent("killed-\(steps)")
    let writer = ChangeWriter(checkpoint: { checkpoint in
      guard checkpoint == .renamed(steps) else { return }
      try FileManager.default.copyItem(at: root, to: snapshot)
      throw Stop()
    })
    #expect(throws: ScaffoldError.self) { try writer.apply(plan) }
    try FileManager.default.removeItem(at: root)
    try FileManager.default.moveItem(at: snapshot, to: root)
  }

  @Test("a run killed after any rename is undone by the next run's recovery, byte for byte")
  func killedRunIsRecovered() throws {
    let stepCount = try packageWithEveryKindOfStep().stepCount
    for steps in 1...stepCount {
      let (root, plan, _) = try packageWithEveryKindOfStep()
      let before = try FileTree.read(root)
      try killedRun(after: steps, plan: plan)
      #expect(try FileTree.read(root) != before, "a kill at renamed:\(steps) changed nothing")
      let undone = try InterruptedWrites.recover(around: root)
      #expect(undone.count == 1 && undone[0].hasPrefix("undid \(steps) step"), "\(undone)")
      #expect(try FileTree.read(root) == before, "after recovering from renamed:\(steps)")
      #expect(try entries(root) == ["Package.swift", "README.md", "Sources"])
    }
  }

  @Test("a staging folder whose run still holds its lock is left alone")
  func liveRunIsNotRecovered() throws {
    let root = try FileTree.temporaryDirectory()
    let staging = ChangeWriter.stagingURL(in: root)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    let lock = try StagingLock.acquire(in: staging)
    #expect(try InterruptedWrites.recover(around: root) == [])
    #expect(FileManager.default.fileExists(atPath: staging.path))
    lock.release()
    #expect(try InterruptedWrites.recover(around: root).count == 1)
    #expect(!FileManager.default.fileExists(atPath: staging.path))
  }

  @Test("a run killed after it committed leaves nothing to undo: the next run only removes its backups")
  func committedRunIsKept() throws {
    let (root, plan, _) = try packageWithEveryKindOfStep()
    try ChangeWriter().apply(plan)
    let after = try FileTree.read(root)
    // The state a kill between the commit and the removal of the staging folder leaves.
    let staging = ChangeWriter.stagingURL(in: root)
    try FileTree.write(["previous/Package.swift": "// old\n", "lock": ""], to: staging)
    #expect(try InterruptedWrites.recover(around: root).first?.hasPrefix("removed") == true)
    #expect(try FileTree.read(root) == after)
  }
}
