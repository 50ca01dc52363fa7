import ArgumentParser
import Foundation
import ScaffoldKit

/// The one place that prints results and errors and decides the exit code.
enum Terminal {
  /// Exit codes, documented in the README and in `scaffold --help`.
  enum Status {
    static let failure: Int32 = 1
    static let invalidInput: Int32 = 65
    static let unreadableInput: Int32 = 66
    static let cannotWrite: Int32 = 73
  }

  /// Runs `body`; a `ScaffoldError` is printed to stderr (and, with `json`, as a JSON document on
  /// stdout) and becomes its exit code.
  static func reportingErrors(json: Bool = false, _ body: () throws(ScaffoldError) -> Void) throws {
    do {
      try body()
    } catch {
      if json { print(ErrorReport.value(of: error).jsonText()) }
      printError(error.description)
      throw ExitCode(status(for: error))
    }
  }

  static func status(for error: ScaffoldError) -> Int32 {
    switch error {
    case .invalidSpec, .invalidTemplate, .invalidRecord, .packageRefused: return Status.invalidInput
    case .unreadableInput: return Status.unreadableInput
    case .conflicts, .outputExists, .writeFailed: return Status.cannotWrite
    }
  }

  /// Diagnostics go to stderr; "error:" is red only on a terminal, and never with NO_COLOR set.
  /// A line with no file position names the tool (`scaffold: error: …`), as compilers do, so a
  /// CI log shows where it came from; positioned ones keep `file:line:column:` first.
  static func printError(_ text: String) {
    let named = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("error: ") ? "scaffold: " + line : String(line)
    }.joined(separator: "\n")
    FileHandle.standardError.write(Data((highlight(named, word: "error:", color: "1;31") + "\n").utf8))
  }

  /// A remark that is neither result nor error, on stderr so that stdout stays the result.
  static func printNote(_ text: String) {
    FileHandle.standardError.write(
      Data((highlight("scaffold: note: ", word: "note:", color: "1;36") + text + "\n").utf8))
  }

  static var usesColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  private static func highlight(_ text: String, word: String, color: String) -> String {
    usesColor ? text.replacingOccurrences(of: word, with: "\u{1B}[\(color)m\(word)\u{1B}[0m") : text
  }
}

/// An error as JSON: `{"error": {"kind": …, "message": …, "diagnostics": [...]}}`.
enum ErrorReport {
  static func value(of error: ScaffoldError) -> ContextValue {
    var diagnostics: [Diagnostic] = []
    let kind: String
    switch error {
    case .invalidSpec(let list): (kind, diagnostics) = ("invalidSpec", list)
    case .invalidTemplate(let list): (kind, diagnostics) = ("invalidTemplate", list)
    case .invalidRecord(let list): (kind, diagnostics) = ("invalidRecord", list)
    case .packageRefused(let list): (kind, diagnostics) = ("packageRefused", list)
    case .unreadableInput: kind = "unreadableInput"
    case .conflicts: kind = "conflicts"
    case .outputExists: kind = "outputExists"
    case .writeFailed: kind = "writeFailed"
    }
    var body: [String: ContextValue] = [
      "kind": .string(kind), "message": .string(error.description),
      "diagnostics": .list(diagnostics.map(value)),
    ]
    if case .conflicts(_, let paths) = error { body["paths"] = .list(paths.map { .string($0) }) }
    return ["error": .object(body)]
  }

  private static func value(_ diagnostic: Diagnostic) -> ContextValue {
    var value: [String: ContextValue] = ["message": .string(diagnostic.message)]
    if let hint = diagnostic.hint { value["hint"] = .string(hint) }
    if let location = diagnostic.location {
      value["file"] = .string(location.file)
      value["line"] = .int(location.line)
      value["column"] = .int(location.column)
    }
    return .object(value)
  }
}
