import Foundation
import Testing

/// `status --recursive`, as `check --recursive`: every package below the folder that records
/// modules, each with its edited files.
@Suite("scaffold status --recursive")
struct StatusRecursiveTests {
  @Test("lists each package below the folder, its edited files under it, then a summary; exits 0")
  func listsEveryPackage() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login", "-o", "Features"], in: directory).status == 0)
    #expect(try ScaffoldBinary.run(["mvp", "Settings", "-o", "Account"], in: directory).status == 0)
    let presenter = directory.appendingPathComponent("Account/Settings/Sources/Settings/SettingsPresenter.swift")
    try (String(contentsOf: presenter, encoding: .utf8) + "// ours\n").write(
      to: presenter, atomically: true, encoding: .utf8)

    let text = try ScaffoldBinary.run(["status", "--recursive"], in: directory)
    #expect(text.status == 0, "\(text.standardError)")
    #expect(
      text.standardOutput
        == """
        Account/Settings/: 1 of 1 edited
          Settings:
            edited    Sources/Settings/SettingsPresenter.swift
        Features/Login/: as generated
        2 packages (2 modules), 1 with edited or missing files.

        """)
    let quiet = try ScaffoldBinary.run(["status", "--recursive", "--quiet"], in: directory)
    #expect(!quiet.standardOutput.contains("Features/Login"))
    #expect(quiet.standardOutput.contains("Account/Settings/: 1 of 1 edited"))

    let json = try ScaffoldBinary.run(["status", "--recursive", "--json"], in: directory)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let packages = try #require(report["packages"] as? [[String: Any]])
    #expect(packages.compactMap { $0["package"] as? String } == ["Account/Settings", "Features/Login"])
  }

  @Test("in a tree of 10,000 folders that is no project, status answers at once, in one line, walking nothing")
  func noProjectAnswersAtOnce() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    for index in 0..<10_000 {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("d\(index / 100)/e\(index % 100)"), withIntermediateDirectories: true)
    }
    // A package with records deep inside is not looked for: the folder is no project's root.
    #expect(try ScaffoldBinary.run(["viper", "Login", "-o", "d7/e7"], in: directory).status == 0)
    let result = try ScaffoldBinary.run(["status"], in: directory)
    #expect(result.status == 66)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains("this folder is no project's root (no .git, .scaffold.yml or .xcodeproj)"))
    // With a repository there, the same folder is a project: its package is found below.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let found = try ScaffoldBinary.run(["status"], in: directory)
    #expect(found.status == 0, "\(found.standardError)")
    #expect(found.standardOutput == "Login: as generated\n")
  }

  @Test("refuses module names with --recursive, and a folder with no records says so")
  func refusals() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let named = try ScaffoldBinary.run(["status", "Login", "--recursive"], in: directory)
    #expect(named.status == 64)
    #expect(named.standardError.contains("--recursive looks at every recorded module"))
    let empty = try ScaffoldBinary.run(["status", "--recursive"], in: directory)
    #expect(empty.status == 66)
    #expect(empty.standardError.contains("no package below it records a generated module"))
  }

  @Test("refuses to search below the file system's root or the home folder, at once")
  func refusesTheWholeDisk() throws {
    let started = Date()
    for command in ["status", "check"] {
      let root = try ScaffoldBinary.run([command, "--recursive"], in: URL(fileURLWithPath: "/"))
      #expect(root.status == 66)
      #expect(root.standardError.contains("it is the file system's root"), "\(root.standardError)")
      // A home folder with a recorded package below it: still refused, the search would be the disk's.
      let home = try ScaffoldBinary.temporaryDirectory()
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent("Projects/Shop/.scaffold"), withIntermediateDirectories: true)
      let homeRun = try ScaffoldBinary.run([command, "--recursive"], in: home, environment: ["HOME": home.path])
      #expect(homeRun.status == 66)
      #expect(homeRun.standardError.contains("it is your home folder"), "\(homeRun.standardError)")
    }
    // No walk at all: four refusals take the time of four starts.
    #expect(Date().timeIntervalSince(started) < 10)
  }
}
