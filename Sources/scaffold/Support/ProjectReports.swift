import ScaffoldBase
import ScaffoldKit

/// The JSON of `status` and `check` (documented in docs/json.md).
enum ProjectReports {
  static func status(_ statuses: [ModuleStatus], unowned: [String] = []) -> ContextValue {
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

  static func check(_ reports: [DriftReport]) -> ContextValue {
    [
      "inStep": .bool(!reports.contains(where: \.hasDrift)),
      "modules": .list(
        reports.map { report in
          [
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
        }),
    ]
  }
}
