import Foundation
import Testing

/// Manifests of the corpus (`Tests/Fixtures/Manifests`) as users' packages: the real binary adds
/// a module to them with no toolchain on its PATH, and the packages then build with it; a
/// refused one is left as it was. About a minute a build.
@Suite("scaffold --package on corpus manifests")
struct ManifestCorpusBuildTests {
  let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Manifests")
  /// A PATH without the toolchain: `--package` must not need `swift`.
  let noToolchain = ["PATH": "/usr/bin:/bin"]

  /// A package with `manifest` and one source file in each of `folders`.
  private func package(_ manifest: String, folders: [String]) throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Package")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for folder in folders {
      let url = root.appendingPathComponent(folder, isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("public enum Placeholder\(folder.filter(\.isLetter)) {}\n".utf8)
        .write(to: url.appendingPathComponent("Placeholder.swift"))
    }
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("\(manifest).manifest"), to: root.appendingPathComponent("Package.swift"))
    return root
  }

  @Test(
    "the module is added with no toolchain on PATH, and the package builds",
    arguments: [
      ("07-arrays-concatenated", ["Sources/Core", "Tests/CoreTests", "Sources/Search", "Sources/Cart"]),
      ("04-tabs", ["Sources/Core", "Tests/TabbedTests"]),
      // Tools version 5.5: the module's strings table is declared as 5.3 has it.
      ("45-tools-5-5-test-resources", ["Sources/Markup", "Tests/MarkupTests", "Tests/MarkupTests/Fixtures"]),
    ])
  func addsAndBuilds(_ manifest: String, folders: [String]) throws {
    #expect(!FileManager.default.fileExists(atPath: "/usr/bin/swift"), "the PATH without a toolchain has one")
    let root = try package(manifest, folders: folders)
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let added = try ScaffoldBinary.run(["viper", "Login", "--package", "."], in: root, environment: noToolchain)
    try #require(added.status == 0, "\(added.standardError)")
    #expect(added.standardOutput.contains("Package.swift: add target Login"))
    let built = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
  }

  @Test(
    "a refused manifest gets a positioned error, saying what to do, and nothing is written",
    arguments: [
      ("31-refused-targets-built-in-loop", "Package.swift:9:34", "add to Package.swift by hand"),
      ("41-tools-4-0-path-library", "Package.swift:1:24", "swift-tools-version 4.0 is older than the module needs"),
      ("43-tools-5-0-platforms-url-dependencies", "Package.swift:1:24", "5.3 for 'defaultLocalization:'"),
      ("43-tools-5-0-platforms-url-dependencies", "Package.swift:1:24", "to '// swift-tools-version:5.3' or later"),
      ("46-refused-swift-4-language-mode", "Package.swift:14:5", "Swift 4.2 language mode"),
      ("46-refused-swift-4-language-mode", "Package.swift:14:5", "add Swift 5 to this list"),
    ])
  func refused(_ manifest: String, _ position: String, _ message: String) throws {
    let root = try package(manifest, folders: [])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let before = try Data(contentsOf: root.appendingPathComponent("Package.swift"))
    let result = try ScaffoldBinary.run(["viper", "Login", "--package", "."], in: root, environment: noToolchain)
    #expect(result.status == 65)
    #expect(result.standardError.contains(position), "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try Data(contentsOf: root.appendingPathComponent("Package.swift")) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Package.swift"])
  }
}
