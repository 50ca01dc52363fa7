import Foundation

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

  static func run(_ arguments: [String], in directory: URL) throws -> Result {
    try run(executable: url, arguments, in: directory)
  }

  /// Runs the toolchain's `swift` (to create, build and test packages in end-to-end tests).
  static func swift(_ arguments: [String], in directory: URL) throws -> Result {
    try run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
  }

  private static func run(executable: URL, _ arguments: [String], in directory: URL) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so a full pipe can never block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
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

  static func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}
