import ArgumentParser
import Foundation
import ScaffoldKit

/// `scaffold check --recursive`: every package with records below a folder, checked as `check`
/// checks one, with one summary and one exit code.
struct RecursiveCheck {
  let project: ProjectOptions

  func run() throws {
    var drifted = false
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
      for root in packages {
        let reports = try DriftReport.check(root: root, generator: generator, log: Terminal.activityLog)
        results.append((RelativeDisplay.path(of: root, from: start), reports))
      }
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
        print(ContextValue.object(["inStep": .bool(!drifted), "packages": .list(packagesValue)]).jsonText())
        return
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
      print(
        drifted
          ? "\(behindPackages) of \(results.count) packages would change."
          : "\(results.count) package\(results.count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s")) in step."
      )
    }
    if drifted { throw ExitCode(Terminal.Status.failure) }
  }
}
