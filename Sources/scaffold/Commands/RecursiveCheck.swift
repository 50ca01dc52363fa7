import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// `scaffold check --recursive`: every package with records below a folder, checked as `check`
/// checks one, with one summary and one exit code. A package that cannot be checked (an invalid
/// record, a template gone) is reported and the others are still checked: in a monorepo, one
/// broken package must not hide the drift of the rest.
struct RecursiveCheck {
  let project: ProjectOptions
  let diff: Bool

  func run() throws {
    var drifted = false
    var firstFailure: ScaffoldError?
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let start = URL(
        fileURLWithPath: project.package ?? FileManager.default.currentDirectoryPath, isDirectory: true)
      let check = try RecursiveDriftCheck(
        under: start, generator: try project.setup().generator, log: Terminal.activityLog)
      let (results, failures) = (check.results, check.failures)
      firstFailure = failures.first?.error
      drifted = check.hasDrift
      if project.json {
        print(ProjectReports.recursiveCheck(results, failures: failures).jsonText())
        return
      }
      for failure in failures {
        Terminal.printError("error: \(failure.path)/ could not be checked:\n\(failure.error.description)")
      }
      print(
        ProjectText.recursiveCheck(
          results, failures: failures.count, quiet: project.verbosity == .quiet, diff: diff),
        terminator: "")
    }
    // An unreadable package outranks drift: its exit status says what kind of input was bad.
    if let firstFailure { throw ExitCode(Terminal.status(for: firstFailure)) }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }
}
