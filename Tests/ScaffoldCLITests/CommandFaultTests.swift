import Foundation
import Testing

/// Faults while `update` merges, `remove` deletes and an Xcode project is edited, with the real
/// binary, as FaultTests does for new modules: a failure after any rename leaves the tree byte
/// for byte as it was, and a kill there is undone by the next run, which then completes as an
/// uninterrupted run does.
@Suite("Faults while updating, removing and editing an Xcode project")
struct CommandFaultTests {
  /// A command run on a tree that a setup made; `renames` is how many renames its write takes,
  /// so the tests reach the first, a middle and the last one.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let renames: Int
    let prepare: @Sendable () throws -> URL

    var testDescription: String { name }
    var checkpoints: [Int] { Array(Set([1, (renames + 1) / 2, renames])).sorted() }
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "update with a merge", arguments: ["update", "--use-case", "refresh", "Login"], renames: 14) {
      let directory = try ScaffoldBinary.temporaryDirectory()
      let made = try ScaffoldBinary.run(["viper", "Login", "--use-case", "signIn"], in: directory)
      guard made.status == 0 else { throw SetupFailure(made.standardError) }
      let root = directory.appendingPathComponent("Login")
      // A hand edit, so the update merges rather than overwrites.
      let presenter = root.appendingPathComponent("Sources/Login/LoginPresenter.swift")
      let text = try String(contentsOf: presenter, encoding: .utf8)
      try Data(
        text.replacingOccurrences(of: "  func signIn() async {\n", with: "  func signIn() async {\n    // ours\n").utf8
      )
      .write(to: presenter)
      return root
    },
    Scenario(name: "remove from a package", arguments: ["remove", "Login"], renames: 19) {
      let root = try HostPackage.make()
      let made = try ScaffoldBinary.run(["viper", "Login", "--package", "."], in: root)
      guard made.status == 0 else { throw SetupFailure(made.standardError) }
      return root
    },
    Scenario(
      name: "a module added to an Xcode project",
      arguments: ["viper", "Cart", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], renames: 4
    ) {
      try XcodeAppPackage.shopProject().root
    },
    Scenario(name: "a module removed from an Xcode project", arguments: ["remove", "Cart"], renames: 16) {
      let root = try XcodeAppPackage.shopProject().root
      let made = try ScaffoldBinary.run(
        ["viper", "Cart", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
      guard made.status == 0 else { throw SetupFailure(made.standardError) }
      return root
    },
  ]

  struct SetupFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Every file's bytes and every folder, so an empty folder left behind counts as a change.
  private func tree(_ root: URL) -> [String: Data] {
    var tree = FileSnapshot.of(root)
    let base = root.resolvingSymlinksInPath().path
    for case let path as String in FileManager.default.enumerator(atPath: base) ?? .init() {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), isDirectory.boolValue {
        tree[path + "/"] = Data()
      }
    }
    return tree
  }

  @Test(
    "a failure after the first, a middle or the last rename leaves the tree byte for byte as it was",
    arguments: scenarios)
  func failureRollsBack(_ scenario: Scenario) throws {
    for renames in scenario.checkpoints {
      let root = try scenario.prepare()
      let before = tree(root)
      let failed = try ScaffoldBinary.run(
        scenario.arguments, in: root, environment: ["SCAFFOLD_TEST_FAIL_AT": "renamed:\(renames)"])
      #expect(failed.status == 73, "renamed:\(renames): \(failed.standardError)")
      #expect(
        failed.standardError.contains("failure injected at renamed:\(renames)"),
        "the write never reached renamed:\(renames) (takes it fewer renames than \(scenario.renames)?)")
      #expect(tree(root) == before, "renamed:\(renames) left the tree changed")
    }
  }

  @Test(
    "a kill after the first, a middle or the last rename is undone by the next run, which completes as an uninterrupted one",
    arguments: scenarios)
  func killIsUndoneThenCompleted(_ scenario: Scenario) throws {
    let reference = try scenario.prepare()
    let uninterrupted = try ScaffoldBinary.run(scenario.arguments, in: reference)
    #expect(uninterrupted.status == 0, "\(uninterrupted.standardError)")
    let expected = tree(reference)
    for renames in scenario.checkpoints {
      let root = try scenario.prepare()
      let before = tree(root)
      let run = try BackgroundScaffold(
        scenario.arguments, in: root, environment: ["SCAFFOLD_TEST_PAUSE_AT": "renamed:\(renames)"])
      #expect(
        run.waitForStandardError(containing: "scaffold: test pause at renamed:\(renames)", seconds: 60),
        "the run never reached renamed:\(renames)")
      run.kill()
      _ = run.finish()
      #expect(tree(root) != before, "the kill at renamed:\(renames) changed nothing")

      // The next run undoes the killed one's steps, says so, and then does the whole change.
      let again = try ScaffoldBinary.run(scenario.arguments, in: root)
      #expect(again.status == 0, "renamed:\(renames): \(again.standardError)")
      #expect(
        again.standardError.contains("of a run that was stopped"), "renamed:\(renames): \(again.standardError)")
      #expect(tree(root) == expected, "renamed:\(renames): not what an uninterrupted run leaves")
    }
  }
}
