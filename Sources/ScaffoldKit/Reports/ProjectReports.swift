import ScaffoldBase

/// The JSON of `status` and `check` (documented in docs/json.md).
public enum ProjectReports {
  public static func status(_ statuses: [ModuleStatus], unowned: [String] = []) -> ContextValue {
    var report: [String: ContextValue] = [
      "modules": .list(
        statuses.map { status in
          [
            "module": .string(status.module),
            "files": .list(
              status.files.map { ["path": .string($0.path), "state": .string($0.state.rawValue)] }),
          ]
        })
    ]
    if !unowned.isEmpty { report["unowned"] = .list(unowned.map { .string($0) }) }
    return .object(report)
  }

  public static func check(_ reports: [DriftReport]) -> ContextValue {
    [
      "inStep": .bool(!reports.contains(where: \.hasDrift)),
      "modules": .list(
        reports.map { report in
          var value: [String: ContextValue] = [
            "module": .string(report.module),
            "templateChanged": .bool(report.templateChanged),
            "specFileRead": .bool(report.readSpecFile),
            "files": .list(
              report.files.map { file in
                var value: [String: ContextValue] = [
                  "path": .string(file.path), "change": .string(file.change.rawValue),
                ]
                if let diff = file.diff { value["diff"] = .string(diff) }
                return .object(value)
              }),
          ]
          if let change = report.documentChange { value["documentChange"] = .string(change) }
          return .object(value)
        }),
    ]
  }
}

extension ProjectReports {
  /// The JSON of `status --recursive`: each package's status, with its path, and each package
  /// that could not be read, with its error.
  public static func recursiveStatus(
    _ results: [(path: String, statuses: [ModuleStatus], unowned: [String])],
    failures: [(path: String, error: ScaffoldError)]
  ) -> ContextValue {
    var members: [String: ContextValue] = [
      "packages": .list(results.map { withPackage(status($0.statuses, unowned: $0.unowned), $0.path) })
    ]
    if !failures.isEmpty {
      members["failed"] = .list(failures.map { withPackage(ErrorReport.value(of: $0.error), $0.path) })
    }
    return .object(members)
  }

  /// The JSON of `check --recursive`: each package's check, with its path, and each package
  /// that could not be checked, with its error.
  public static func recursiveCheck(
    _ results: [(path: String, reports: [DriftReport])], failures: [(path: String, error: ScaffoldError)]
  ) -> ContextValue {
    let drifted = results.contains { $0.reports.contains(where: \.hasDrift) }
    var members: [String: ContextValue] = [
      "inStep": .bool(!drifted && failures.isEmpty),
      "packages": .list(results.map { withPackage(check($0.reports), $0.path) }),
    ]
    if !failures.isEmpty {
      members["failed"] = .list(failures.map { withPackage(ErrorReport.value(of: $0.error), $0.path) })
    }
    return .object(members)
  }

  /// `value` (a package's report, or its error) with the package's path added.
  private static func withPackage(_ value: ContextValue, _ path: String) -> ContextValue {
    guard case .object(var members) = value else { return value }
    members["package"] = .string(path)
    return .object(members)
  }
}
