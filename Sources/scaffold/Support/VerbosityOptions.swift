import ArgumentParser

/// `--quiet` and `--verbose`, for the commands that do work rather than answer a question.
struct VerbosityOptions: ParsableArguments {
  @Flag(
    name: .shortAndLong,
    help: "Print only problems: errors, and what differs for check, status and templates test.")
  var quiet = false

  @Flag(
    name: .shortAndLong,
    help: "Also print each step on stderr: files read, swift build/test runs with their times, where files are staged.")
  var verbose = false

  func validate() throws {
    if quiet && verbose { throw ValidationError("--quiet and --verbose exclude each other; pick one") }
  }

  var verbosity: Verbosity {
    quiet ? .quiet : verbose ? .verbose : .normal
  }
}

/// How much a command prints besides its result and its errors.
enum Verbosity: Sendable {
  case quiet, normal, verbose
}
