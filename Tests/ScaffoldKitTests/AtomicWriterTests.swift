import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Atomic writes")
struct AtomicWriterTests {
  let plan = RenderPlan(
    packageDirectory: "Login",
    files: [
      GeneratedFile(path: "Package.swift", contents: "// package\n", kind: .resource),
      GeneratedFile(path: "Sources/Login/Login.swift", contents: "struct Login {}\n", kind: .source),
    ])

  private func entries(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("writes every file and leaves no staging folder behind")
  func writesEverything() throws {
    let output = try FileTree.temporaryDirectory()
    let target = try AtomicWriter().write(plan, into: output, replaceExisting: false)
    #expect(
      try FileTree.read(target) == ["Package.swift": "// package\n", "Sources/Login/Login.swift": "struct Login {}\n"])
    #expect(try entries(output) == ["Login"])
  }

  @Test("refuses an existing package folder and leaves it untouched")
  func refusesExisting() throws {
    let output = try FileTree.temporaryDirectory()
    try FileTree.write(["Mine.swift": "mine\n"], to: output.appendingPathComponent("Login"))
    #expect(throws: ScaffoldError.outputExists(path: output.appendingPathComponent("Login").path)) {
      try AtomicWriter().write(plan, into: output, replaceExisting: false)
    }
    #expect(try FileTree.read(output.appendingPathComponent("Login")) == ["Mine.swift": "mine\n"])
    #expect(try entries(output) == ["Login"])
  }

  @Test("with replaceExisting, the old folder is replaced as a whole")
  func replaces() throws {
    let output = try FileTree.temporaryDirectory()
    try FileTree.write(["Stale.swift": "old\n"], to: output.appendingPathComponent("Login"))
    try AtomicWriter().write(plan, into: output, replaceExisting: true)
    #expect(
      try FileTree.read(output.appendingPathComponent("Login")).keys.sorted() == [
        "Package.swift", "Sources/Login/Login.swift",
      ])
    #expect(try entries(output) == ["Login"])
  }

  @Test("a failure halfway leaves nothing: no package, no staging folder, no created parents")
  func failureLeavesNothing() throws {
    let output = try FileTree.temporaryDirectory()
    let broken = RenderPlan(
      packageDirectory: "Login",
      files: [
        GeneratedFile(path: "A.swift", contents: "a\n", kind: .source),
        // A.swift is a file, so nothing can be written below it.
        GeneratedFile(path: "A.swift/B.swift", contents: "b\n", kind: .source),
      ])
    let nested = output.appendingPathComponent("new/parent")
    #expect(throws: ScaffoldError.self) {
      try AtomicWriter().write(broken, into: nested, replaceExisting: false)
    }
    #expect(try entries(output) == [])
  }

  @Test("a failed replacement keeps the existing package")
  func failedReplacementKeepsOld() throws {
    let output = try FileTree.temporaryDirectory()
    try FileTree.write(["Mine.swift": "mine\n"], to: output.appendingPathComponent("Login"))
    let broken = RenderPlan(
      packageDirectory: "Login",
      files: [
        GeneratedFile(path: "A.swift", contents: "a\n", kind: .source),
        GeneratedFile(path: "A.swift/B.swift", contents: "b\n", kind: .source),
      ])
    #expect(throws: ScaffoldError.self) {
      try AtomicWriter().write(broken, into: output, replaceExisting: true)
    }
    #expect(try FileTree.read(output.appendingPathComponent("Login")) == ["Mine.swift": "mine\n"])
    #expect(try entries(output) == ["Login"])
  }

  @Test("an output path that is a file is refused")
  func outputIsAFile() throws {
    let output = try FileTree.temporaryDirectory()
    let file = output.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(throws: ScaffoldError.self) {
      try AtomicWriter().write(plan, into: file, replaceExisting: false)
    }
  }
}
