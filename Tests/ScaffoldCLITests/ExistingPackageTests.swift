import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// The life of generated modules in a real package, through the real binary: add, build, re-run,
/// edit, drift, remove. One test, because each step starts from the state the last one left.
@Suite("scaffold in an existing package")
struct ExistingPackageTests {
  let features = """
    architecture: viper
    modules:
      - name: Login
        useCases:
          - name: signIn
            request:
              - email: String
        routes:
          - name: profile
            to: Profile
          - name: help
      - name: Profile
        architecture: mvvm
        useCases:
          - name: loadProfile
            onLoad: true
            response:
              - displayName: String
    """

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("add two modules, build and test, re-run, edit, drift, refuse and remove")
  func lifeCycle() throws {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Host")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let initialized = try ScaffoldBinary.swift(["package", "init", "--type", "library", "--name", "Host"], in: root)
    try #require(initialized.status == 0, "\(initialized.standardError)")
    try Data(features.utf8).write(to: root.appendingPathComponent("features.yml"))
    let originalManifest = try text(root.appendingPathComponent("Package.swift"))

    // Dry run: the plan, and nothing written.
    let dryRun = try ScaffoldBinary.run(["generate", "features.yml", "--package", ".", "--dry-run"], in: root)
    #expect(dryRun.status == 0, "\(dryRun.standardError)")
    #expect(dryRun.standardOutput.contains("create     Sources/Login/LoginRouter.swift"))
    #expect(dryRun.standardOutput.contains("overwrite  Package.swift"))
    #expect(dryRun.standardOutput.contains("Package.swift: make Login depend on Profile"))
    // With --diff, the edit of the file that exists comes before the new files' diffs.
    let diffed = try ScaffoldBinary.run(
      ["generate", "features.yml", "--package", ".", "--dry-run", "--diff"], in: root)
    let diffHeads = diffed.standardOutput.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
    #expect(diffHeads.first == "+++ b/Package.swift")
    #expect(diffHeads.count > 20)
    #expect(try text(root.appendingPathComponent("Package.swift")) == originalManifest)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Login").path))

    // Add both modules; the package builds without warnings and every test passes.
    let added = try ScaffoldBinary.run(["generate", "features.yml", "--package", "."], in: root)
    #expect(added.status == 0, "\(added.standardError)")
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let (tested, swiftTesting) = try ScaffoldBinary.swiftTest(in: root)
    #expect(tested.status == 0, "\(tested.standardOutput)")
    #expect(swiftTesting.contains(".LoginPresenterTests\""), "\(swiftTesting)")
    #expect(swiftTesting.contains(".ProfileViewModelTests\""), "\(swiftTesting)")

    // Re-running is a no-op that leaves modification times alone.
    let router = root.appendingPathComponent("Sources/Login/LoginRouter.swift")
    let manifest = root.appendingPathComponent("Package.swift")
    let before = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
    let rerun = try ScaffoldBinary.run(["generate", "features.yml", "--package", "."], in: root)
    #expect(rerun.status == 0)
    #expect(rerun.standardOutput.contains("is up to date"))
    #expect(!rerun.standardOutput.contains("create") && !rerun.standardOutput.contains("overwrite"))
    #expect(try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date == before)

    // A hand edit: status shows it, check does not mind.
    try Data((try text(router) + "// mine\n").utf8).write(to: router)
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardOutput.contains("edited    Sources/Login/LoginRouter.swift"))
    #expect(status.standardOutput.contains("Profile: as generated"))
    let inStep = try ScaffoldBinary.run(["check"], in: root)
    #expect(inStep.status == 0, "\(inStep.standardOutput)")

    // Drift: the Profile view model on disk and in the record come from an older template.
    let viewModel = root.appendingPathComponent("Sources/Profile/ProfileViewModel.swift")
    let older = "// Made by Scaffold 0.0.1.\n" + (try text(viewModel))
    try Data(older.utf8).write(to: viewModel)
    let recordURL = root.appendingPathComponent(".scaffold/Profile.json")
    var record = try GenerationRecord(jsonText: try text(recordURL), path: "Profile.json")
    record.files["Sources/Profile/ProfileViewModel.swift"] = SHA256.hex(of: older)
    // What it was rendered from then is not what it would be today.
    record.renderFingerprint = String(repeating: "0", count: 64)
    try Data(record.jsonText.utf8).write(to: recordURL)
    let summary = try ScaffoldBinary.run(["check"], in: root)
    #expect(summary.status == 1)
    #expect(summary.standardOutput.contains("Profile: behind (the tool changed): 1 file would change\n"))
    let drift = try ScaffoldBinary.run(["check", "--diff"], in: root)
    #expect(drift.status == 1)
    #expect(drift.standardOutput.contains("changed   Sources/Profile/ProfileViewModel.swift"))
    #expect(drift.standardOutput.contains("-// Made by Scaffold 0.0.1.\n"))

    // Profile cannot go while Login depends on it; Login can, keeping the edited router.
    let refused = try ScaffoldBinary.run(["remove", "Profile"], in: root)
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("module Login has a route to Profile"))
    let removed = try ScaffoldBinary.run(["remove", "Login"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(removed.standardOutput.contains("keep    Sources/Login/LoginRouter.swift"))
    #expect(try text(router).hasSuffix("// mine\n"))
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Login/LoginPresenter.swift").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/LoginTests").path))
    #expect(!(try text(manifest)).contains("\"Login\""))
    let rebuilt = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(rebuilt.status == 0, "\(rebuilt.standardOutput)\(rebuilt.standardError)")
  }
}
