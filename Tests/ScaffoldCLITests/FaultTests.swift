import Foundation
import Testing

/// Faults while writing (issue 6), with the real binary: a kill at any moment, two runs at once,
/// destinations that cannot be written or lead elsewhere. The destination is always either
/// absent or complete, and nothing is written outside the output folder.
@Suite("Faults while writing")
struct FaultTests {
  /// The package a complete run writes, to compare interrupted runs with.
  private func referenceTree() throws -> [String: Data] {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "Login", "--output", "out"], in: directory)
    #expect(result.status == 0)
    return FileSnapshot.of(directory.appendingPathComponent("out/Login"))
  }

  /// Starts `arguments` with the writer told to wait at `checkpoint`, waits until it says it is
  /// there, and kills it with SIGKILL (no handler, no clean-up, as when a machine loses power
  /// or CI times out). Fails the test unless the kill is what ended the run.
  private func killed(_ arguments: [String], at checkpoint: String, in directory: URL) throws {
    let run = try BackgroundScaffold(arguments, in: directory, environment: ["SCAFFOLD_TEST_PAUSE_AT": checkpoint])
    let reached = run.waitForStandardError(containing: "scaffold: test pause at \(checkpoint)", seconds: 60)
    #expect(reached, "the run never reached \(checkpoint)")
    #expect(run.process.isRunning, "the run ended before it could be killed at \(checkpoint)")
    run.kill()
    let result = run.finish()
    #expect(run.process.terminationReason == .uncaughtSignal && result.status == SIGKILL, "\(result)")
  }

  @Test(
    "a new package killed at every step of the write is absent, and the next run completes it and clears the leftovers",
    arguments: ["staged:1", "staged:7", "staged:14", "publish"])
  func killedWritingNewPackage(_ checkpoint: String) throws {
    let reference = try referenceTree()
    // 19 files (.swift-format among them), the generation record, the merge base and the
    // .gitattributes line that keeps the base out of diffs.
    #expect(reference.count == 23)
    let directory = try ScaffoldBinary.temporaryDirectory()
    try killed(["viper", "Login", "--output", "out"], at: checkpoint, in: directory)
    let output = directory.appendingPathComponent("out")
    // Absent, and only the killed run's staging folder beside where it would be.
    let left = ScaffoldBinary.contents(of: output)
    #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix(".scaffold-") }, "after the kill: \(left)")

    let again = try ScaffoldBinary.run(["viper", "Login", "--output", "out"], in: directory)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardError.contains("left by a run that was stopped (nothing of it needed undoing)"))
    #expect(FileSnapshot.of(output.appendingPathComponent("Login")) == reference)
    #expect(ScaffoldBinary.contents(of: output) == ["Login"])
  }

  /// Into an existing package the write is four renames (the record folder, the sources, the
  /// tests, the manifest): a kill between two of them leaves the package changed, and the next
  /// run undoes that before it plans. Here the next run is made to fail at once, so what is
  /// left is exactly what the undoing restored.
  @Test(
    "a module killed between two renames into an existing package is undone by the next run, byte for byte",
    arguments: [1, 2, 3, 4])
  func killedWritingIntoPackage(_ renames: Int) throws {
    let root = try HostPackage.make()
    let original = FileSnapshot.of(root)
    let arguments = ["viper", "Login", "--package", "."]
    try killed(arguments, at: "renamed:\(renames)", in: root)
    #expect(FileSnapshot.of(root) != original, "the kill at renamed:\(renames) changed nothing")
    // status says so, and changes nothing.
    let changed = FileSnapshot.of(root)
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardError.contains("was left by a run that was stopped while writing"), "\(status)")
    #expect(FileSnapshot.of(root) == changed)

    let failing = try addingLoginFails(at: "staged:1", leaving: original, in: root)
    #expect(failing.contains("undid \(renames) step\(renames == 1 ? "" : "s") of a run that was stopped"))

    let complete = try ScaffoldBinary.run(arguments, in: root)
    #expect(complete.status == 0, "\(complete.standardError)")
    // The package had no .swift-format, so it got the one the module was laid out with, and no
    // .gitattributes, so it got one for the merge base.
    #expect(
      ScaffoldBinary.contents(of: root) == [
        ".gitattributes", ".scaffold", ".swift-format", "Package.swift", "Sources", "Tests",
      ])
  }

  /// A failure after some renames (a full disk, a folder that appeared) undoes them before the
  /// run exits, whichever rename it follows.
  @Test(
    "a failure after any rename into an existing package leaves it byte for byte as it was",
    arguments: [1, 2, 3, 4])
  func failureAfterRenamesRollsBack(_ renames: Int) throws {
    let root = try HostPackage.make()
    let failing = try addingLoginFails(at: "renamed:\(renames)", leaving: FileSnapshot.of(root), in: root)
    #expect(failing.contains("failure injected at renamed:\(renames)"))
  }

  /// Adds Login to the host package at `root` with the write made to fail at `checkpoint`, and
  /// expects exit 73 and the package byte for byte as `original`; returns what was said.
  private func addingLoginFails(at checkpoint: String, leaving original: [String: Data], in root: URL) throws
    -> String
  {
    let result = try ScaffoldBinary.run(
      ["viper", "Login", "--package", "."], in: root, environment: ["SCAFFOLD_TEST_FAIL_AT": checkpoint])
    #expect(result.status == 73, "\(result.standardError)")
    #expect(FileSnapshot.of(root) == original)
    #expect(ScaffoldBinary.contents(of: root) == ["Package.swift", "Sources"])
    return result.standardError
  }

  @Test("two runs into the same destination at once: one succeeds, the other exits 73, the package is complete")
  func concurrentRuns() throws {
    let reference = try referenceTree()
    for _ in 0..<4 {
      let directory = try ScaffoldBinary.temporaryDirectory()
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
      try expectOneOfTwoRunsWins(in: directory, reference: reference)
    }
  }

  /// When both runs must also create the output folder, the loser's clean-up once removed the
  /// folder it had not created, with the winner's package in it; a failed run now removes only
  /// the folders it created, and only while they are empty.
  @Test("two runs that both create the output folder: the package survives")
  func concurrentRunsCreatingTheFolder() throws {
    let reference = try referenceTree()
    for _ in 0..<4 {
      try expectOneOfTwoRunsWins(in: try ScaffoldBinary.temporaryDirectory(), reference: reference)
    }
  }

  /// Two runs that overlap: the one that plans after the other wrote finds every file
  /// `unchanged` and succeeds without writing; one that planned before loses the race to
  /// publish and fails cleanly (73). Either way one run wrote and the package is complete.
  private func expectOneOfTwoRunsWins(in directory: URL, reference: [String: Data]) throws {
    let first = try BackgroundScaffold(["viper", "Login", "--output", "out"], in: directory)
    let second = try BackgroundScaffold(["viper", "Login", "--output", "out"], in: directory)
    let results = [first.finish(), second.finish()]
    let statuses = results.map(\.status).sorted()
    #expect(statuses == [0, 73] || statuses == [0, 0], "\(results)")
    if let refusal = results.first(where: { $0.status == 73 })?.standardError {
      #expect(refusal.contains("error:") && refusal.contains("nothing was written"), "\(refusal)")
    }
    #expect(FileSnapshot.of(directory.appendingPathComponent("out/Login")) == reference)
    #expect(ScaffoldBinary.contents(of: directory.appendingPathComponent("out")) == ["Login"])
  }

  @Test("a destination that cannot be written exits 73 and writes nothing")
  func readOnlyDestination() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try Data("kept\n".utf8).write(to: locked.appendingPathComponent("Existing.txt"))
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    // As root (CI), the binary runs as another user: permissions do not bind root.
    let result = try ScaffoldBinary.runUnprivileged(["viper", "Login", "--output", locked.path], in: directory)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("error: cannot write \(locked.path)/Login: permission denied"))
    #expect(ScaffoldBinary.contents(of: locked) == ["Existing.txt"])
  }

  @Test("a destination that is a file, or whose package folder is a file, exits 73 and changes nothing")
  func destinationIsAFile() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("mine\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    let result = try ScaffoldBinary.run(["viper", "Login", "--output", "notes.txt"], in: directory)
    #expect(result.status == 73)
    #expect(result.standardError.contains("notes.txt: it is a file, not a folder; nothing was written"))

    try Data("mine\n".utf8).write(to: directory.appendingPathComponent("Login"))
    for arguments in [["viper", "Login"], ["viper", "Login", "--force"]] {
      let blocked = try ScaffoldBinary.run(arguments, in: directory)
      #expect(blocked.status == 73)
      #expect(blocked.standardError.contains("a file of that name is in the way"))
    }
    #expect(try String(contentsOf: directory.appendingPathComponent("Login"), encoding: .utf8) == "mine\n")
    #expect(ScaffoldBinary.contents(of: directory) == ["Login", "notes.txt"])
  }

  @Test("a package folder that is a symbolic link to elsewhere is refused, even with --force; nothing is written there")
  func symbolicLinkOutside() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let outside = try ScaffoldBinary.temporaryDirectory()
    try Data("theirs\n".utf8).write(to: outside.appendingPathComponent("Keep.swift"))
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("Login"), withDestinationURL: outside)

    for extra in [[], ["--force"], ["--skip-existing"]] {
      let refused = try ScaffoldBinary.run(["viper", "Login", "--output", "out"] + extra, in: directory)
      #expect(refused.status == 73)
      #expect(refused.standardError.contains("is a symbolic link; scaffold writes nothing through links"))
      #expect(ScaffoldBinary.contents(of: outside) == ["Keep.swift"])
    }

    // A link deeper in an existing package is refused the same way.
    #expect(try ScaffoldBinary.run(["viper", "Inner", "--output", "out"], in: directory).status == 0)
    let sources = output.appendingPathComponent("Inner/Sources/Inner")
    try FileManager.default.removeItem(at: sources)
    try FileManager.default.createSymbolicLink(at: sources, withDestinationURL: outside)
    let deep = try ScaffoldBinary.run(["viper", "Inner", "--output", "out", "--force"], in: directory)
    #expect(deep.status == 73)
    #expect(ScaffoldBinary.contents(of: outside) == ["Keep.swift"])

    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("Dangling"), withDestinationURL: outside.appendingPathComponent("missing"))
    let dangling = try ScaffoldBinary.run(["viper", "Dangling", "--output", "out"], in: directory)
    #expect(dangling.status == 73)
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("missing").path))
  }

  @Test("names differing only in case from an existing module: the same name is the same module, another one is not")
  func caseOnlyDifference() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    // `login` is normalised to `Login`, the module that exists: re-generating it is a no-op.
    let same = try ScaffoldBinary.run(["viper", "login"], in: directory)
    #expect(same.status == 0)
    // The run continues the recorded module, name as first written included: nothing changes.
    #expect(same.standardOutput.contains("is up to date") && !same.standardOutput.contains("overwrite"))
    // `LOGIN` stays `LOGIN`: a second package on a case-sensitive file system, refused as
    // existing on a case-insensitive one (macOS, Windows).
    let upper = try ScaffoldBinary.run(["viper", "LOGIN"], in: directory)
    let caseSensitive = !FileManager.default.fileExists(atPath: directory.appendingPathComponent("lOGIN").path)
    #expect(upper.status == (caseSensitive ? 0 : 73))
  }
}
