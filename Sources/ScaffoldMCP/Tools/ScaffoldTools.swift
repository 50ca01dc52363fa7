import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// The tools' work, each through the same library calls as its CLI command, so a module made
/// through MCP is byte for byte the one `scaffold` makes. Every call reads the project afresh
/// (its `.scaffold.yml`, templates and records may have changed since the last one) and stays
/// inside `root`.
struct ScaffoldTools: Sendable {
  let root: ProjectRoot
  /// The server's environment, read once: the user's template folder, today's date, git's name.
  let environment: [String: String]

  func call(_ name: String, arguments: ToolArguments) -> ToolOutput {
    do throws(ToolError) {
      switch name {
      case ToolCatalog.plan.name: return try generate(arguments, dryRun: true)
      case ToolCatalog.generate.name: return try generate(arguments, dryRun: arguments.bool("dry_run"))
      case ToolCatalog.check.name: return try check(arguments)
      case ToolCatalog.update.name: return try update(arguments)
      case ToolCatalog.remove.name: return try remove(arguments)
      case ToolCatalog.list.name: return try list(arguments)
      default: return try explainSpec(arguments)
      }
    } catch {
      return ToolOutput(error)
    }
  }

  // MARK: The project

  func setup() throws(ToolError) -> ProjectSetup {
    let (folder, environment) = (root.url, environment)
    return try run { () throws(ScaffoldError) in
      try ProjectSetup(
        templateFolders: [], workingFolder: folder, environment: environment,
        origin: { RunOrigin.current(needsDeveloper: $0, environment: environment, workingFolder: folder) })
    }
  }

  func session(dryRun: Bool) throws(ToolError) -> GenerationSession {
    GenerationSession(setup: try setup(), dryRun: dryRun)
  }

  /// The package (or app project) whose records a command reads: `package`, else the nearest
  /// one from the root, which must lie inside it.
  func recordsRoot(package: String?, holding modules: [String]) throws(ToolError) -> URL {
    let package = try package.map { path throws(ToolError) in try root.resolve(path, argument: "package") }
    let configuration = try setup().configuration
    let found = try run { () throws(ScaffoldError) in
      try ProjectLocator(workingFolder: root.url).root(
        package: package, configuration: configuration, holding: modules)
    }
    try root.check(found, what: "the package found,")
    return found
  }

  /// A library call, its error turned into the tool's.
  func run<T>(_ body: () throws(ScaffoldError) -> T) throws(ToolError) -> T {
    do {
      return try body()
    } catch {
      throw ToolError(error)
    }
  }
}
