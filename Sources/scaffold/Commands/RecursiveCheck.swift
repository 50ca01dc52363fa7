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

  func run() throws {
    var drifted = false
    var firstFailure: ScaffoldError?
    try Terminal.reportingErrors(json: project.json, verbosity: project.verbosity) { () throws(ScaffoldError) in
      let start = URL(
        fileURLWithPath: project.package ?? FileManager.default.currentDirectoryPath, isDirectory: true)
      let packages = try RecordedPackages.find(under: start)
      guard !packages.isEmpty else {
        throw .unreadableInput(
          path: start.path, reason: "no package below it records a generated module (.scaffold/<Module>.json)")
      }
      let generator = try project.setup().generator
      var results: [(path: String, reports: [DriftReport])] = []
      var failures: [(path: String, error: ScaffoldError)] = []
      for root in packages {
        let path = RelativePath.display(of: root, from: start)
        do throws(ScaffoldError) {
          results.append(
            (
              path,
              try DriftReport.check(
                records: try ProjectSnapshot(root: root), generator: generator, log: Terminal.activityLog)
            ))
        } catch {
          failures.append((path, error))
        }
      }
      firstFailure = failures.first?.error
      drifted = results.contains { $0.reports.contains(where: \.hasDrift) }
      if project.json {
        print(ProjectReports.recursiveCheck(results, failures: failures).jsonText())
        return
      }
      for failure in failures {
        Terminal.printError("error: \(failure.path)/ could not be checked:\n\(failure.error.description)")
      }
      print(
        ProjectText.recursiveCheck(results, failures: failures.count, quiet: project.verbosity == .quiet),
        terminator: "")
    }
    // An unreadable package outranks drift: its exit status says what kind of input was bad.
    if let firstFailure { throw ExitCode(Terminal.status(for: firstFailure)) }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }
}
