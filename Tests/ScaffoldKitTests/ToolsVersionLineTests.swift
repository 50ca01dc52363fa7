import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The `swift-tools-version` line read as SwiftPM reads it. Every case was run through
/// `swift package dump-package` of Swift 6.3 first: what it loads is read, what it refuses is
/// refused, at the version's line and column.
@Suite("Reading the swift-tools-version line")
struct ToolsVersionLineTests {
  private func read(_ header: String) throws(ManifestEditError) -> ToolsVersionLine {
    let manifest = header + "import PackageDescription\nlet package = Package(name: \"P\")\n"
    let source = try ManifestScanner.scan(manifest)
    return try ToolsVersionLine.read(source.bytes, codeStart: source.tokens[0].range.lowerBound)
  }

  @Test(
    "every spelling SwiftPM loads gives its version",
    arguments: [
      ("// swift-tools-version:4.0\n", "4.0"), ("// swift-tools-version: 5.5\n", "5.5"),
      ("//swift-tools-version:5.4\n", "5.4"), ("// Swift-Tools-Version:5.2\n", "5.2"),
      ("// SWIFT-TOOLS-VERSION:5.9\n", "5.9"), ("// swift-tools-version:5.2;comment\n", "5.2"),
      ("// swift-tools-version:4.2.3\n", "4.2.3"), ("// swift-tools-version:5.10\n", "5.10"),
      ("// swift-tools-version:05.3\n", "5.3"), ("\n\n// swift-tools-version:5.2\n", "5.2"),
      ("  // swift-tools-version:5.9\n", "5.9"), ("//\tswift-tools-version:5.9\n", "5.9"),
      ("// swift-tools-version:\t5.9\n", "5.9"), ("// swift-tools-version:5.2\r\n", "5.2"),
      ("// Copyright\n// swift-tools-version:6.0\n", "6.0"), ("/* notice */\n// swift-tools-version:6.0\n", "6.0"),
    ])
  func loaded(_ header: String, _ version: String) throws {
    #expect(try read(header).version.description == version)
  }

  @Test("the version's position is where errors about it point")
  func position() throws {
    let line = try read("\n// swift-tools-version: 5.5\n")
    #expect(line.offset == "\n// swift-tools-version: ".utf8.count)
  }

  @Test(
    "a spelling SwiftPM reads only from a later tools version is refused at the version",
    arguments: [
      ("//swift-tools-version:5.2.0\n", 1, 23, "5.4"), ("// swift-tools-version: 5.2\n", 1, 25, "5.4"),
      ("  // swift-tools-version:5.2\n", 1, 26, "5.4"), ("//\tswift-tools-version:5.2\n", 1, 24, "5.4"),
      ("// Copyright\n// swift-tools-version:5.9\n", 2, 24, "6.0"), ("\r\n// swift-tools-version:5.2\n", 2, 24, "6.0"),
    ])
  func spelling(_ header: String, _ line: Int, _ column: Int, _ needed: String) {
    let error = #expect(throws: ManifestEditError.self) { try read(header) }
    guard case .toolsVersionSpelling(_, let version, _) = error?.reason else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(version.description == needed)
    #expect(error?.line == line && error?.column == column)
  }

  @Test(
    "a version SwiftPM cannot read is refused as misspelt",
    arguments: [
      "// swift-tools-version:5\n", "// swift-tools-version:5.2 \n", "// swift-tools-version:5.9.0.1\n",
      "// swift-tools-version:5.a\n", "// swift-tools-version :5.9\n",
    ])
  func misspelt(_ header: String) {
    let error = #expect(throws: ManifestEditError.self) { try read(header) }
    guard case .toolsVersionMisspelt = error?.reason else {
      Issue.record("\(String(describing: error))")
      return
    }
  }

  @Test("no line at all is read as 3.1 by SwiftPM, which it no longer loads", arguments: ["", "// no version\n"])
  func missing(_ header: String) {
    let error = #expect(throws: ManifestEditError.self) { try read(header) }
    #expect(error?.reason == .toolsVersionMissing)
    #expect(error?.line == 1 && error?.column == 1)
  }

  @Test("3.1 is older than the oldest tools version SwiftPM loads")
  func notLoaded() {
    let error = #expect(throws: ManifestEditError.self) { try read("// swift-tools-version:3.1\n") }
    #expect(error?.reason == .toolsVersionNotLoaded(SwiftToolsVersion(3, 1)))
    #expect(error?.column == 24)
  }

  @Test("versions compare part by part, and each tools version has its default language mode")
  func comparison() throws {
    #expect(try #require(SwiftToolsVersion("5.10")) > SwiftToolsVersion(5, 9))
    #expect(try #require(SwiftToolsVersion("5.3.1")) > SwiftToolsVersion(5, 3))
    #expect(SwiftToolsVersion("5") == nil)
    #expect(
      ["4.0", "4.1", "4.2", "5.0", "5.10", "6.0"].compactMap { SwiftToolsVersion($0)?.defaultLanguageMode } == [
        .v4, .v4, .v42, .v5, .v5, .v6,
      ])
  }
}
