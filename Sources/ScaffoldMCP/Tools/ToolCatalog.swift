import ScaffoldBase
import ScaffoldSpec

/// The server's tools: few, each a command of the CLI, so an agent's context holds the whole
/// list for about a tenth of what a tool per option would cost (docs/agents.md).
enum ToolCatalog {
  static let all: [ToolDefinition] = [plan, generate, check, update, remove, list, explainSpec]

  static func named(_ name: String) -> ToolDefinition? { all.first { $0.name == name } }

  // MARK: Parameters shared by several tools

  private static let architecture = ToolParameter(
    "architecture", .choice(Architecture.allCases.map(\.rawValue)),
    "With name: a module of this architecture (as `scaffold viper Login`); over the spec's.")
  private static let name = ToolParameter("name", .string, "The module's name, such as Login.")
  private static let specPath = ToolParameter(
    "spec_path", .string,
    "A spec file (YAML, docs/spec.md) in the project: one module, or several under modules:. "
      + "Check a draft with explain_spec first.")
  private static let useCases = ToolParameter(
    "use_cases", .strings, "Use cases to add, such as loadCart or pay:command (query is the default kind).")
  private static let routes = ToolParameter("routes", .strings, "Routes away from the module to add.")
  private static let package = ToolParameter(
    "package", .string, "The package the modules are in (default: the nearest Package.swift from the project).")
  private static let modules = ToolParameter("modules", .strings, "Recorded modules (default: every one).")
  private static let dryRun = ToolParameter(
    "dry_run", .boolean, "Plan only: return what would change, with unified diffs, and write nothing.")
  private static let diffs = ToolParameter("diffs", .boolean, "Include the unified diff of every changed file.")

  private static let moduleInput: [ToolParameter] = [
    specPath, architecture, name, useCases, routes,
    ToolParameter("template", .string, "A template by name (see list); default: the architecture's built-in."),
    ToolParameter("testing", .choice(TestingLibrary.allCases.map(\.rawValue)), "The generated tests' library."),
    ToolParameter("ui", .choice(UserInterface.allCases.map(\.rawValue)), "The screen layer."),
    ToolParameter(
      "output", .string, "A folder for a new package (default: .scaffold.yml's output, else the project folder)."),
    ToolParameter("package", .string, "An existing package to add the modules to."),
    ToolParameter("xcodeproj", .string, "An Xcode project (.xcodeproj) to add the modules to; needs target."),
    ToolParameter("target", .string, "With xcodeproj: the app or framework target."),
    ToolParameter("test_target", .string, "With xcodeproj: the test target (default: target + Tests)."),
    ToolParameter("group", .string, "With xcodeproj: the group path the module's group goes in."),
    ToolParameter(
      "on_conflict", .choice(ConflictPolicy.allCases.map(\.rawValue)),
      "Files that exist with other content: refuse (default), overwrite, skip them, or merge into hand edits."),
  ]

  // MARK: The tools

  static let plan = ToolDefinition(
    name: "plan",
    summary:
      "What generate would write for a spec file or a name and architecture: every file as create, overwrite, "
      + "unchanged, conflict or skip, with unified diffs. Writes nothing.",
    parameters: moduleInput, readOnly: true)

  static let generate = ToolDefinition(
    name: "generate",
    summary:
      "Generate modules (VIPER, VIP, MVVM, MVP, MVC) that build and pass their tests: a new package, an existing "
      + "package or an Xcode target. Same output as the scaffold CLI; recorded for check and update.",
    parameters: moduleInput + [dryRun], readOnly: false)

  static let check = ToolDefinition(
    name: "check",
    summary:
      "Whether each recorded module is in step with its template and spec (drifted modules would change on "
      + "update). Hand edits do not count. Writes nothing.",
    parameters: [modules, package, diffs], readOnly: true)

  static let update = ToolDefinition(
    name: "update",
    summary:
      "Re-render recorded modules with today's templates and specs (plus added use cases and routes) and merge "
      + "into hand edits; overlapping edits are written between conflict markers and listed.",
    parameters: [
      modules, package, useCases, routes,
      ToolParameter("restore", .boolean, "Write again generated files deleted by hand."), dryRun,
    ], readOnly: false)

  static let remove = ToolDefinition(
    name: "remove",
    summary:
      "Remove a recorded module: its generated files, its targets in Package.swift or the Xcode project, its "
      + "record. Files edited by hand are kept unless force.",
    parameters: [
      ToolParameter("module", .string, "The recorded module to remove."), package,
      ToolParameter("force", .boolean, "Delete files edited by hand too."), dryRun,
    ], required: ["module"], readOnly: false, destructive: true)

  static let list = ToolDefinition(
    name: "list",
    summary: "The architectures, the templates (built-in and the project's), and the modules recorded in the project.",
    parameters: [package], readOnly: true)

  static let explainSpec = ToolDefinition(
    name: "explain_spec",
    summary:
      "Validate a spec (a file, or YAML text) without generating: every error at its line and column, with what "
      + "to do; or the modules it describes. With schema: the spec's JSON Schema.",
    parameters: [
      specPath, ToolParameter("spec", .string, "The spec's YAML text, instead of spec_path."),
      ToolParameter("schema", .boolean, "Include the JSON Schema of a spec (draft 2020-12)."),
    ], readOnly: true)
}
