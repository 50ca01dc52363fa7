import Foundation
import Testing

/// Generating a module starts no other program: the author comes from git's config files, read
/// in process, and the manifest of a package is read and edited in process. Counted with strace
/// on the real binary, whose own `execve` is the only one allowed.
@Suite("processes a generation starts")
struct NoProcessTests {
  @Test("scaffold viper Login starts no process, git's user name included", arguments: [["-o", "."], ["--dry-run"]])
  func viperLoginStartsNone(_ extra: [String]) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
      "strace counts the execve calls; scripts/test installs it (apt-get install strace)")
    let parent = try ScaffoldBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    // A home of its own with a user name in its git config, and no system config: what git
    // would answer is known, and nothing outside the test decides whether git is needed.
    let home = parent.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try Data("[user]\n\tname = Ada Lovelace\n".utf8).write(to: home.appendingPathComponent(".gitconfig"))
    let trace = parent.appendingPathComponent("trace.log")
    let result = try ScaffoldBinary.runTraced(
      ["viper", "Login", "-q"] + extra, in: parent, trace: trace, calls: "execve",
      environment: ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": home.path])
    #expect(result.status == 0, "\(result.standardError)")
    let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter {
      $0.contains("execve(")
    }
    #expect(calls.count == 1, "\(calls.joined(separator: "\n"))")
    #expect(calls.first?.contains(ScaffoldBinary.url.path) == true, "\(calls)")
    if extra.first == "-o" {
      // The name did reach the module, read from the file git would have read.
      let record = try String(contentsOf: parent.appendingPathComponent("Login/.scaffold/Login.json"), encoding: .utf8)
      #expect(record.contains("Ada Lovelace"), "\(record)")
    }
  }
}
