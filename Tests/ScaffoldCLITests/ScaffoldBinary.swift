import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

/// Runs the real `scaffold` executable, built beside the test bundle, as a user would.
struct ScaffoldBinary {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static var url: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("scaffold")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("scaffold")
  }

  static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
    try run(executable: url, arguments, in: directory, environment: environment)
  }

  /// Runs `scaffold` with `input` on its stdin, as answers typed to its questions.
  static func run(_ arguments: [String], in directory: URL, input: String) throws -> Result {
    try run(executable: url, arguments, in: directory, input: input)
  }

  /// Runs `scaffold` as a user whom file permissions bind. Root ignores them (CI runs as root),
  /// so there it runs as `nobody` through util-linux's `setpriv`; elsewhere as the current user.
  static func runUnprivileged(_ arguments: [String], in directory: URL) throws -> Result {
    guard geteuid() == 0 else { return try run(arguments, in: directory) }
    return try run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", url.path] + arguments, in: directory)
  }

  /// Runs `scaffold` with its stdin, stdout and stderr on a pseudo-terminal (util-linux's
  /// `script`), as in an interactive shell; returns everything the terminal received.
  static func runOnTerminal(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
    -> Result
  {
    let command = ([url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let log = directory.appendingPathComponent(".terminal-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    var result = try run(
      executable: URL(fileURLWithPath: "/usr/bin/env"), ["script", "-qfec", command, log.path], in: directory,
      environment: environment)
    result.standardOutput = try String(contentsOf: log, encoding: .utf8)
    return result
  }

  /// Runs `scaffold` under strace, which writes every `open` and `openat` the process and its
  /// children make to `trace`: how a test sees which files a run reads, and how often.
  static func runTraced(
    _ arguments: [String], in directory: URL, trace: URL, calls: String = "open,openat",
    environment: [String: String] = [:]
  ) throws -> Result {
    try run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      ["strace", "-f", "-qq", "-e", "trace=\(calls)", "-o", trace.path, url.path] + arguments, in: directory,
      environment: environment)
  }

  /// Runs the toolchain's `swift` (to create, build and test packages in end-to-end tests).
  /// `build` and `test` skip indexing the system modules (Foundation, XCTest, Testing), which
  /// SwiftPM's debug build otherwise does for every package afresh: two thirds of a small
  /// package's build. The same flag on both, so a `test` after a `build` rebuilds nothing.
  static func swift(_ arguments: [String], in directory: URL) throws -> Result {
    let lean = ["build", "test"].contains(arguments.first) ? ["-Xswiftc", "-index-ignore-system-modules"] : []
    return try run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments + lean, in: directory)
  }

  /// `swift test --skip-build` in `directory`, with Swift Testing's report: the XML of every test
  /// it ran (`<testcase classname="Module.Type" …>`). Tests look for a suite there rather than in
  /// the console, where Swift Testing writes from several threads and a suite's "passed" line has
  /// been missing from the captured output of a run that passed.
  static func swiftTest(in directory: URL) throws -> (result: Result, swiftTestingReport: String) {
    let name = ".scaffold-test-results-\(UUID().uuidString)"
    let result = try swift(
      ["test", "--skip-build", "--xunit-output", directory.appendingPathComponent("\(name).xml").path], in: directory)
    // Swift Testing names its report after the one asked for; XCTest writes one only in parallel.
    let swiftTesting = directory.appendingPathComponent("\(name)-swift-testing.xml")
    defer { try? FileManager.default.removeItem(at: swiftTesting) }
    let text = (try? String(contentsOf: swiftTesting, encoding: .utf8)) ?? ""
    return (result, text)
  }

  private static func run(
    executable: URL, _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
    input: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let stdin = Pipe()
    if input != nil { process.standardInput = stdin }
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    // Read both pipes at once and before waiting, so a full pipe can never block the child.
    let errorDrain = PipeDrain(error)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorDrain.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// An empty `Project` folder inside an empty folder, so a test can check nothing was written
  /// next to the project either.
  static func projectInFolder() throws -> (parent: URL, project: URL) {
    let parent = try temporaryDirectory()
    let project = parent.appendingPathComponent("Project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: false)
    return (parent, project)
  }

  static func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}
