import Foundation

/// The executables SwiftPM built beside the test bundle: `scaffold` and `scaffold-mcp`.
enum BuiltExecutables {
  static func url(_ name: String) -> URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent(name)
  }

  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `executable` in `folder` with `environment`, and waits for it.
  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String],
    input: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    // Read both pipes while the process runs, so a full pipe cannot stall it.
    let errorData = LockedData()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self))
  }

  /// `swift` from the PATH, for building a generated package.
  static func swift(_ arguments: [String], in folder: URL) throws -> Result {
    try run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: folder,
      environment: ProcessInfo.processInfo.environment)
  }
}

/// Data one thread sets and another reads.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ value: Data) { lock.withLock { data = value } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
