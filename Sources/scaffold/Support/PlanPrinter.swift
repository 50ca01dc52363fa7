import Foundation
import ScaffoldBase
import ScaffoldKit

/// Prints a `ChangePlan`: as a list of actions for people, or as JSON for tools.
struct PlanPrinter {
  let options: ModuleOptions
  let destination: Destination

  func print(_ plan: ChangePlan) {
    let rootPath = displayPath(of: plan)
    if options.json {
      Swift.print(
        plan.report(rootPath: rootPath, written: !options.dryRun, includeDiffs: options.diff).jsonText())
      return
    }
    let heading =
      options.dryRun
      ? "Plan for \(rootPath)/ (--dry-run: nothing was written):"
      : plan.writes.isEmpty ? "\(rootPath)/ is up to date:" : "Wrote \(rootPath)/:"
    Swift.print(heading)
    let width = plan.actionColumnWidth
    for file in plan.files {
      Swift.print("  \(file.action.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(file.path)")
    }
    for edit in plan.manifestEdits {
      Swift.print("  Package.swift: \(edit.description)")
    }
    if options.diff {
      for file in plan.files where file.action != .unchanged {
        Swift.print(UnifiedDiff.text(old: file.existing, new: file.contents, path: file.path), terminator: "")
      }
    }
    let counts = FileAction.allCases.compactMap { action in
      plan.count(of: action) == 0 ? nil : "\(plan.count(of: action)) \(action.rawValue)"
    }
    Swift.print(counts.joined(separator: ", "))
    if !options.dryRun && plan.createsRoot {
      // A template without test files gives a package with no test target, where `swift test`
      // fails ("no tests found"): suggest only what will work.
      let hasTests = plan.files.contains { $0.path == "Package.swift" && $0.contents.contains(".testTarget(") }
      Swift.print("\nNext: cd \(rootPath) && swift build\(hasTests ? " && swift test" : "")")
    }
  }

  /// The root as the user named it: `Login`, `Features/Login`, or the `--package` path.
  func displayPath(of plan: ChangePlan) -> String {
    if let package = options.package { return package }
    let name = plan.root.lastPathComponent
    if let output = options.output { return output == "." ? name : "\(output)/\(name)" }
    // From .scaffold.yml, or the current folder: relative to where the command runs.
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    switch destination {
    case .existingPackage(let root), .ownPackage(let root): return RelativeDisplay.path(of: root, from: current)
    case .newPackage, .xcodeProject: return RelativeDisplay.path(of: plan.root, from: current)
    }
  }
}

extension ChangePlan {
  /// The width of the action column: that of `overwrite` and `unchanged`, or of a longer action
  /// the plan has (`kept-deleted`), so plans without one print as they always have.
  var actionColumnWidth: Int {
    max(FileAction.overwrite.rawValue.count, files.map(\.action.rawValue.count).max() ?? 0)
  }
}
