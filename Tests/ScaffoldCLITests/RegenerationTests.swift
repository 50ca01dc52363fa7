import Foundation
import Testing

/// Re-running a generating command after the spec changed: the records tell the tool's own files
/// from the user's.
@Suite("regenerating a module")
struct RegenerationTests {
  @Test("untouched files follow the new spec, files no longer generated are deleted, edited ones are kept")
  func followsTheSpec() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login", "--route", "home"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Login")
    let routerTests = root.appendingPathComponent("Tests/LoginTests/LoginRouterTests.swift")
    #expect(FileManager.default.fileExists(atPath: routerTests.path))

    // No route any more: the router and its tests go, everything else is updated without --force.
    let result = try ScaffoldBinary.run(["viper", "Login", "--drop-route", "home"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("delete     Tests/LoginTests/LoginRouterTests.swift"))
    #expect(result.standardOutput.contains("delete     Sources/Login/LoginRouter.swift"))
    #expect(result.standardOutput.contains("overwrite  Sources/Login/LoginPresenter.swift"))
    #expect(!FileManager.default.fileExists(atPath: routerTests.path))
    #expect(try ScaffoldBinary.run(["status"], in: root).standardOutput.contains("Login: as generated"))

    // With the route back and the new router tests edited, removing the route again keeps them.
    #expect(try ScaffoldBinary.run(["viper", "Login", "--route", "home"], in: directory).status == 0)
    try Data("// mine\n".utf8).write(to: routerTests)
    let kept = try ScaffoldBinary.run(["viper", "Login", "--drop-route", "home"], in: directory)
    #expect(kept.status == 0)
    #expect(kept.standardOutput.contains("stale      Tests/LoginTests/LoginRouterTests.swift"))
    #expect(kept.standardError.contains("was edited by hand, so it was kept"))
    #expect(try String(contentsOf: routerTests, encoding: .utf8) == "// mine\n")
  }

  @Test("status and check refuse a --package that is not a package, so a CI typo cannot pass")
  func wrongPackagePath() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    for command in ["check", "status"] {
      let result = try ScaffoldBinary.run([command, "--package", "missing"], in: directory)
      #expect(result.status == 66)
      #expect(result.standardError.contains("no Package.swift there"))
    }
  }

  @Test("a module that was a package of its own can share it, and then be removed without breaking it")
  func standaloneBecomesShared() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Login")
    let added = try ScaffoldBinary.run(["mvc", "Extra", "--package", "."], in: root)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(added.standardOutput.contains("overwrite  .scaffold/Login.json"))
    #expect(try ScaffoldBinary.run(["status"], in: root).standardOutput.contains("Login: as generated"))
    let removed = try ScaffoldBinary.run(["remove", "Login", "--force"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(!removed.standardOutput.contains("delete  Package.swift"))
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("\"Extra\"") && !manifest.contains(".target(name: \"Login\")"))
    let built = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
  }
}
