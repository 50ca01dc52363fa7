import Foundation
import Testing

@testable import ScaffoldKit

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
}
