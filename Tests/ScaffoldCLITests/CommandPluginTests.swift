import Foundation
import Testing

/// `swift package scaffold …` in a new package that depends on this repository by path, as a
/// user would set it up. Slow on a cold cache (the dependent package builds the tool itself,
/// about a minute), so it is one test that checks everything it can from one build.
@Suite("the SwiftPM command plugin")
struct CommandPluginTests {
  /// The repository root, found from this file so the dependency path is absolute.
  let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("swift package scaffold viper Login adds the module to the package, which then builds")
  func generatesIntoThePackage() throws {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Host")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let initialized = try ScaffoldBinary.swift(["package", "init", "--type", "library", "--name", "Host"], in: root)
    try #require(initialized.status == 0, "\(initialized.standardError)")
    let added = try ScaffoldBinary.swift(
      ["package", "add-dependency", repositoryRoot.path, "--type", "path"], in: root)
    try #require(added.status == 0, "\(added.standardOutput)\(added.standardError)")

    // No --package: through the plugin, modules go into the package it runs in.
    let generated = try ScaffoldBinary.swift(
      ["package", "--allow-writing-to-package-directory", "scaffold", "viper", "Login"], in: root)
    try #require(generated.status == 0, "\(generated.standardOutput)\(generated.standardError)")
    #expect(generated.standardOutput.contains("add target Login"))
    for path in [
      "Sources/Login/LoginInteractor.swift", "Tests/LoginTests/LoginPresenterTests.swift", ".scaffold/Login.json",
    ] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Login").path))
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("name: \"LoginTests\""))

    // The tool's failure is the command's failure.
    let refused = try ScaffoldBinary.swift(
      ["package", "--allow-writing-to-package-directory", "scaffold", "viper", "Login", "--force", "--skip-existing"],
      in: root)
    #expect(refused.status != 0)
    #expect(refused.standardError.contains("scaffold exited with status 64"), "\(refused.standardError)")

    // The read-only plugin asks for no permission: a CI job checks with it as it stands.
    let checked = try ScaffoldBinary.swift(["package", "scaffold-check"], in: root)
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("Login: in step"), "\(checked.standardOutput)")
    let status = try ScaffoldBinary.swift(["package", "scaffold-check", "status"], in: root)
    #expect(status.status == 0, "\(status.standardOutput)\(status.standardError)")
    let writing = try ScaffoldBinary.swift(["package", "scaffold-check", "viper", "Cart"], in: root)
    #expect(writing.status != 0)
    #expect(writing.standardError.contains("scaffold-check runs 'check' or 'status' only"), "\(writing.standardError)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Cart").path))

    let built = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let (tested, swiftTesting) = try ScaffoldBinary.swiftTest(in: root)
    #expect(tested.status == 0, "\(tested.standardOutput)")
    #expect(swiftTesting.contains(".LoginPresenterTests\""), "\(swiftTesting)")
  }
}
