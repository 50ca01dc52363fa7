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

  @Test("a run killed at a random moment leaves the package absent or complete, never partial")
  func killedMidWrite() throws {
    let reference = try referenceTree()
    #expect(reference.count == 14)  // 13 files and the generation record
    // The kill falls a random 0–20 ms after the output folder appears, which is when staging
    // starts: the writing itself, however slow the machine, is what must be interrupted.
    let directory = try ScaffoldBinary.temporaryDirectory()
    var outcomes: [String] = []
    var leftovers = 0
    for attempt in 0..<12 {
      let output = directory.appendingPathComponent("attempt-\(attempt)")
      let run = try BackgroundScaffold(["viper", "Login", "--output", output.lastPathComponent], in: directory)
      let deadline = Date().addingTimeInterval(10)
      while !FileManager.default.fileExists(atPath: output.path), run.process.isRunning, Date() < deadline {
        usleep(100)
      }
      let delay = Int.random(in: 0...20_000)
      usleep(UInt32(delay))
      run.kill()
      let status = run.finish().status
      let package = output.appendingPathComponent("Login")
      let exists = FileManager.default.fileExists(atPath: package.path)
      outcomes.append("\(delay) µs: status \(status), \(exists ? "complete" : "absent")")
      if exists {
        #expect(FileSnapshot.of(package) == reference, "partial package after a kill at \(delay)")
      }
      // A kill leaves no time to clean up, so a hidden staging folder may stay beside the
      // package; it is never the package, and nothing else may be there.
      let others = ScaffoldBinary.contents(of: output).filter { $0 != "Login" }
      #expect(others.allSatisfy { $0.hasPrefix(".scaffold-") }, "unexpected files: \(others)")
      leftovers += others.count
    }
    // Shown in the test log: how the kills fell and how many staging folders were left.
    print("killed runs: \(outcomes.joined(separator: "; ")); staging folders left: \(leftovers)")
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
    // Only the record changes: it keeps the name as written.
    #expect(same.standardOutput.contains("1 overwrite, 13 unchanged"))
    // `LOGIN` stays `LOGIN`: a second package on a case-sensitive file system, refused as
    // existing on a case-insensitive one (macOS, Windows).
    let upper = try ScaffoldBinary.run(["viper", "LOGIN"], in: directory)
    let caseSensitive = !FileManager.default.fileExists(atPath: directory.appendingPathComponent("lOGIN").path)
    #expect(upper.status == (caseSensitive ? 0 : 73))
  }
}
