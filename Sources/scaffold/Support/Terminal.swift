import ArgumentParser
import Foundation
import ScaffoldKit

/// The one place that prints results and errors and decides the exit code.
enum Terminal {
  /// Exit codes, documented in the README and in `scaffold --help`.
  enum Status {
    static let invalidInput: Int32 = 65
    static let unreadableInput: Int32 = 66
    static let cannotWrite: Int32 = 73
  }

  /// Runs `body`; a `ScaffoldError` is printed to stderr and becomes its exit code.
  static func reportingErrors(_ body: () throws(ScaffoldError) -> Void) throws {
    do {
      try body()
    } catch {
      printError(error.description)
      throw ExitCode(status(for: error))
    }
  }

  static func status(for error: ScaffoldError) -> Int32 {
    switch error {
    case .invalidSpec, .invalidTemplate: return Status.invalidInput
    case .unreadableInput: return Status.unreadableInput
    case .outputExists, .writeFailed: return Status.cannotWrite
    }
  }

  static func printCreated(_ plan: RenderPlan, outputPath: String) {
    let relative = outputPath == "." ? plan.packageDirectory : "\(outputPath)/\(plan.packageDirectory)"
    print("Created \(relative)/ with \(plan.files.count) files:")
    for file in plan.files {
      print("  \(file.path)")
    }
    print("\nNext: cd \(relative) && swift build && swift test")
  }

  /// Diagnostics go to stderr; "error:" is red only on a terminal, and never with NO_COLOR set.
  static func printError(_ text: String) {
    let colored = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    let output = colored ? text.replacingOccurrences(of: "error:", with: "\u{1B}[1;31merror:\u{1B}[0m") : text
    FileHandle.standardError.write(Data((output + "\n").utf8))
  }
}
