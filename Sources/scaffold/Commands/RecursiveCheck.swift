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
        let packagesValue = results.map { result -> ContextValue in
          var value = ProjectReports.check(result.reports)
          if case .object(var members) = value {
            members["package"] = .string(result.path)
            value = .object(members)
          }
          return value
        }
        let failedValue = failures.map { failure -> ContextValue in
          var value = ErrorReport.value(of: failure.error)
          if case .object(var members) = value {
            members["package"] = .string(failure.path)
            value = .object(members)
          }
          return value
        }
        var members: [String: ContextValue] = [
          "inStep": .bool(!drifted && failures.isEmpty), "packages": .list(packagesValue),
        ]
        if !failedValue.isEmpty { members["failed"] = .list(failedValue) }
        print(ContextValue.object(members).jsonText())
        return
      }
      for failure in failures {
        Terminal.printError("error: \(failure.path)/ could not be checked:\n\(failure.error.description)")
      }
      for result in results {
        let behind = result.reports.filter(\.hasDrift)
        guard !behind.isEmpty || project.verbosity != .quiet else { continue }
        print(
          "\(result.path)/: \(behind.isEmpty ? "in step" : "\(behind.count) of \(result.reports.count) would change")")
        for report in behind { print(CheckCommand.describe(report), terminator: "") }
        if !behind.isEmpty {
          print(
            "  bring forward with: scaffold update \(behind.map(\.module).joined(separator: " ")) --package \(result.path)"
          )
        }
      }
      if project.verbosity == .quiet { return }
      let modules = results.map(\.reports.count).reduce(0, +)
      let behindPackages = results.filter { $0.reports.contains(where: \.hasDrift) }.count
      let summary =
        drifted
        ? "\(behindPackages) of \(results.count) packages would change."
        : "\(results.count) package\(results.count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s")) in step."
      print(failures.isEmpty ? summary : "\(summary) \(failures.count) could not be checked.")
    }
    // An unreadable package outranks drift: its exit status says what kind of input was bad.
    if let firstFailure { throw ExitCode(Terminal.status(for: firstFailure)) }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }
}
