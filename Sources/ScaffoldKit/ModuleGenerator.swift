import Foundation

/// The pipeline, one stage per method so each can be used and tested on its own:
/// spec → `module(from:)` (validate) → `context(for:)` → `plan(for:)` (render) → `GenerationPlanner` (compare with the disk) → `ChangeWriter`.
public struct ModuleGenerator: Sendable {
  /// Finds the template for an architecture; the built-in one unless a test says otherwise.
  public typealias TemplateSource = @Sendable (Architecture) throws(ScaffoldError) -> Template

  private let templateSource: TemplateSource
  private let contextBuilder: ModuleContextBuilder
  private let cache = TemplateCache()
  /// Recorded with every generated module.
  public let toolVersion: String

  public init(
    templateSource: @escaping TemplateSource = { architecture throws(ScaffoldError) in
      try Template.builtIn(architecture)
    },
    toolVersion: String = ScaffoldVersion.current
  ) {
    self.templateSource = templateSource
    self.toolVersion = toolVersion
    self.contextBuilder = ModuleContextBuilder(toolVersion: toolVersion)
  }

  /// Reads a spec file; diagnostics name it as `path` was given. A file that is not UTF-8 or
  /// is larger than `SpecLimits.maximumBytes` is invalid input, with a position.
  public func loadSpec(atPath path: String) throws(ScaffoldError) -> ModuleSpec {
    try SpecLoader.read(text: SpecFile.read(atPath: path), file: path)
  }

  /// Reads a spec file that may hold one module or several (`modules:`).
  public func loadDocument(atPath path: String) throws(ScaffoldError) -> SpecDocument {
    try SpecLoader.readDocument(text: SpecFile.read(atPath: path), file: path)
  }

  /// Applies the command line to the spec and checks every rule.
  public func module(from spec: ModuleSpec, commandLine: CommandLineInput = CommandLineInput())
    throws(ScaffoldError) -> Module
  {
    let merged = try commandLine.apply(to: spec)
    var reserved = ReservedNames()
    if let raw = merged.architecture?.value, let architecture = Architecture(rawValue: raw) {
      reserved = try template(for: architecture).manifest.reserved
    }
    let names = reserved
    return try SpecValidator(reservedNames: { _ in names }).validate(merged)
  }

  /// The values every template of the module sees.
  public func context(for module: Module) -> ContextValue {
    contextBuilder.context(for: module)
  }

  /// The template that renders `module`.
  public func template(for module: Module) throws(ScaffoldError) -> Template {
    try template(for: module.architecture)
  }

  private func template(for architecture: Architecture) throws(ScaffoldError) -> Template {
    try cache.template(architecture) { () throws(ScaffoldError) in try templateSource(architecture) }
  }

  /// Renders every file in memory. The template is parsed (and, unless built in, checked) once
  /// per set of files, on first use.
  public func plan(for module: Module) throws(ScaffoldError) -> RenderPlan {
    let architecture = module.architecture
    let template = try template(for: architecture)
    let context = context(for: module)
    let selected = template.manifest.files.indices.filter { index in
      template.manifest.files[index].when.allSatisfy { context.value(at: $0) == .bool(true) }
    }
    let key = TemplateCache.PreparedKey(architecture: architecture, files: selected)
    let prepared = try cache.prepared(key) { () throws(ScaffoldError) in
      try TemplateRenderer(template: template).prepare(
        schema: ContextSchema.context(for: architecture), only: Set(selected))
    }
    return RenderPlan(packageDirectory: module.name.pascal, files: try prepared.render(context: context))
  }

}
