import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// `--json` prints one JSON document on stdout and nothing else there, for success and failure.
@Suite("--json output")
struct JSONOutputTests {
  private func json(_ text: String) throws -> ContextValue {
    try ContextValue(jsonText: text)
  }

  @Test("a dry run's plan: root, modules, each file's action, the summary, and nothing written")
  func plan() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["mvp", "Settings", "--dry-run", "--json", "--diff"], in: directory)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let value = try json(result.standardOutput)
    #expect(value["root"] == "Settings")
    #expect(value["modules"] == ["Settings"])
    #expect(value["written"] == false)
    #expect(value["createsPackage"] == true)
    guard case .list(let files)? = value["files"] else {
      Issue.record("no files list")
      return
    }
    #expect(files.contains { $0["path"] == "Sources/Settings/SettingsPresenter.swift" && $0["action"] == "create" })
    #expect(
      files.allSatisfy { if case .string(let diff)? = $0["diff"] { diff.hasPrefix("--- /dev/null") } else { false } })
    #expect(value.value(at: "summary.create") == .int(files.count))
    #expect(ScaffoldBinary.contents(of: directory).isEmpty)
  }

  @Test("an error is a JSON document on stdout with every diagnostic; the text stays on stderr")
  func error() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("name: 1Bad\narchitecture: mvvvm\n".utf8).write(to: directory.appendingPathComponent("Bad.yml"))
    let result = try ScaffoldBinary.run(["generate", "Bad.yml", "--json"], in: directory)
    #expect(result.status == 65)
    let value = try json(result.standardOutput)
    #expect(value.value(at: "error.kind") == "invalidSpec")
    guard case .list(let diagnostics)? = value.value(at: "error.diagnostics") else {
      Issue.record("no diagnostics")
      return
    }
    #expect(diagnostics.count == 2)
    #expect(diagnostics.first?["file"] == "Bad.yml")
    #expect(diagnostics.first?["line"] == .int(1))
    #expect(result.standardError.contains("Bad.yml:1:7: error:"))
  }

  @Test("status, check and architectures print JSON too")
  func otherCommands() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["mvvm", "Search"], in: directory).status == 0)
    let package = directory.appendingPathComponent("Search")
    let status = try json(try ScaffoldBinary.run(["status", "--json"], in: package).standardOutput)
    #expect(status == ["modules": [["module": "Search", "files": []]]])
    let check = try json(try ScaffoldBinary.run(["check", "--json"], in: package).standardOutput)
    #expect(check["inStep"] == true)
    #expect(
      check.value(at: "modules") == [
        ["module": "Search", "templateChanged": false, "specFileRead": false, "files": []]
      ])
    let catalog = try json(try ScaffoldBinary.run(["architectures", "--json"], in: directory).standardOutput)
    guard case .list(let entries)? = catalog["architectures"] else {
      Issue.record("no architectures")
      return
    }
    #expect(
      entries.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } } == [
        "mvc", "mvp", "mvvm", "viper", "vip",
      ])
  }
}
