import Foundation

/// The real binary started without waiting for it, so a test can kill it mid-write or run two
/// at once. Output goes to files, never to pipes that could fill up while nobody reads them.
struct BackgroundScaffold {
  let process = Process()
  private let errorFile: URL

  init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
    errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.executableURL = ScaffoldBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
  }

  /// Whether stderr says `text` within `seconds`; false once the run has ended without it.
  func waitForStandardError(containing text: String, seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let printed = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      if printed.contains(text) { return true }
      if !process.isRunning { return false }
      usleep(10_000)
    }
    return false
  }

  /// Sends SIGKILL: no handler, no clean-up, as when a machine loses power or CI times out.
  func kill() {
    _ = Foundation.kill(process.processIdentifier, SIGKILL)
  }

  /// Waits; returns the exit status (or the signal) and what was printed to stderr.
  func finish() -> (status: Int32, standardError: String) {
    process.waitUntilExit()
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, text)
  }
}

/// Every file under a folder, by relative path, with its bytes: two trees compare equal only
/// when they hold exactly the same files.
enum FileSnapshot {
  static func of(_ directory: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let base = directory.resolvingSymlinksInPath().path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return result }
    for case let path as String in enumerator {
      var isDirectory: ObjCBool = false
      let full = base + "/" + path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[path] = FileManager.default.contents(atPath: full) ?? Data()
      }
    }
    return result
  }
}
