import Foundation
import ScaffoldBase

/// Runs `swift build` and `swift test` for `scaffold templates test`. Manifests are never read or
/// edited through it: that is done in process (`ManifestReader`, `ManifestEditor`), so generating
/// into a package needs no toolchain.
package struct SwiftPMTool: Sendable {
  /// The `swift` driver; `SCAFFOLD_SWIFT` overrides it (tests, unusual toolchains).
  var executable: String = ProcessInfo.processInfo.environment["SCAFFOLD_SWIFT"] ?? "swift"
  /// Told of every run, with its duration.
  var log: ActivityLog = .silent

  package init(
    executable: String = ProcessInfo.processInfo.environment["SCAFFOLD_SWIFT"] ?? "swift", log: ActivityLog = .silent
  ) {
    self.executable = executable
    self.log = log
  }

  package struct Output {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
  }

  /// Runs `swift <arguments>` (build, test) in `directory` and returns what it printed.
  package func run(_ arguments: [String], in directory: URL) throws(ScaffoldError) -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    let started = Date()
    do {
      try process.run()
    } catch {
      throw .packageRefused([
        Diagnostic(
          "cannot run '\(executable)': \(error.localizedDescription)", at: nil,
          hint: "put the Swift toolchain on PATH, or set SCAFFOLD_SWIFT to the swift driver")
      ])
    }
    // Both pipes are read at once and before waiting, so a chatty process never blocks on a full one.
    let errorDrain = PipeDrain(error)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorDrain.wait()
    process.waitUntilExit()
    log.report(
      .ranCommand(
        [executable] + arguments, seconds: Date().timeIntervalSince(started), status: process.terminationStatus))
    return Output(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
