import Foundation

/// Runs another program to completion, as the tests that check Scaffold against a reference
/// tool do (git, SwiftPM, swift-format): its exit status and what it wrote to stdout.
enum ChildProcess {
  struct Result {
    var status: Int32
    var output: Data
    var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// - Parameter mergingErrors: stderr goes into `output` too; otherwise it is dropped.
  static func run(
    _ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
    mergingErrors: Bool = false
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = mergingErrors ? output : FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: data)
  }
}
