import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// The one place that prints results and errors and decides the exit code.
enum Terminal {
  /// Exit codes, documented in the README and in `scaffold --help`.
  enum Status {
    static let failure: Int32 = 1
    /// `scaffold update` left conflict markers in a file.
    static let conflicts: Int32 = 3
    static let invalidInput: Int32 = 65
    static let unreadableInput: Int32 = 66
    static let cannotWrite: Int32 = 73
  }

  /// Runs `body`; a `ScaffoldError` is printed to stderr (and, with `json`, as a JSON document on
  /// stdout) and becomes its exit code.
  /// - Parameter verbosity: how much the command prints; it holds from here to the end of the process.
  static func reportingErrors(
    json: Bool = false, verbosity: Verbosity = .normal, _ body: () throws(ScaffoldError) -> Void
  ) throws {
    // A progress line goes to stderr, but only where it can rewrite itself: a terminal that
    // understands a carriage return, and not when a tool reads the JSON on stdout.
    let showsProgress =
      isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb" && !json
    display.set(ActivityDisplay(verbosity: verbosity, showsProgress: showsProgress, showsNotes: !json))
    do {
      try body()
    } catch {
      if json { print(ErrorReport.value(of: error).jsonText()) }
      printError(error.description)
      throw ExitCode(status(for: error))
    }
  }

  /// Where ScaffoldKit reports what it is doing: verbose lines, the progress line, or nowhere.
  static var activityLog: ActivityLog { display.get().log }

  /// The current command's display, set once by `reportingErrors` before the work starts and
  /// read from ScaffoldKit's worker threads.
  private static let display = LockedValue(ActivityDisplay(verbosity: .normal, showsProgress: false))

  static var verbosity: Verbosity { display.get().verbosity }

  /// The process's variables, read once from `environ`, as `ProcessInfo.environment` gives them
  /// (which builds a new dictionary on every call). Read here rather than through `ProcessInfo`,
  /// whose first use sets up the whole object: 0.2 ms of a one-module run, before it can start.
  #if canImport(Glibc) || canImport(Musl)
    static let environment = variables(environ)
  #else
    static let environment = ProcessInfo.processInfo.environment
  #endif

  /// `NAME=value` entries up to the first nil; where a name comes twice, the first is kept, as
  /// `getenv` reads it; an entry without `=` is skipped.
  static func variables(_ entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String: String] {
    var variables: [String: String] = [:]
    var entry = entries
    while let pointer = entry?.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
      }
      entry = entry.map { $0 + 1 }
    }
    return variables
  }

  /// The folder the command runs in.
  static var workingFolder: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  /// A `--verbose` line about what the command itself does (the configuration it read…).
  static func printStep(_ text: String) {
    display.get().show(.step(text))
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
    display.get().clear()
    FileHandle.standardError.write(Data((highlight(named, word: "error:", color: "1;31") + "\n").utf8))
  }

  /// A remark that is neither result nor error, on stderr so that stdout stays the result.
  static func printNote(_ text: String) {
    guard verbosity != .quiet else { return }
    display.get().clear()
    FileHandle.standardError.write(
      Data((highlight("scaffold: note: ", word: "note:", color: "1;36") + text + "\n").utf8))
  }

  static var usesColor: Bool {
    return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  private static func highlight(_ text: String, word: String, color: String) -> String {
    usesColor ? text.replacingOccurrences(of: word, with: "\u{1B}[\(color)m\(word)\u{1B}[0m") : text
  }
}

extension Terminal {
  /// A session's outcome: its JSON (with the notes inside), or its text and then its notes.
  static func printOutcome(
    _ outcome: SessionOutcome, json: Bool, diff: Bool, text: (SessionOutcome, Bool) -> String
  ) {
    guard !json else { return print(outcome.report(includeDiffs: diff).jsonText()) }
    print(text(outcome, diff), terminator: "")
    outcome.plan.notes.forEach(printNote)
  }

  /// Exit 3 when conflict markers were written, after saying how to resolve them.
  static func exitForConflicts(_ count: Int) throws {
    guard count > 0 else { return }
    printNote(
      "\(count) file\(count == 1 ? " has" : "s have") conflicts: resolve the marked parts "
        + "(<<<<<<< … >>>>>>>), then 'scaffold status' shows them gone")
    throw ExitCode(Status.conflicts)
  }
}
