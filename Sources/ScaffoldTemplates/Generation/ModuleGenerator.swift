import Foundation
import ScaffoldBase
import ScaffoldOpenAPI
import ScaffoldSpec

/// The pipeline, one stage per method so each can be used and tested on its own:
/// spec → `module(from:)` (validate) → `context(for:)` → `plan(for:)` (render, then lay out the
/// Swift: `laidOut`) → `GenerationPlanner` (compare with the disk) → `ChangeWriter`.
public struct ModuleGenerator: Sendable {
  /// Finds the template for an architecture; the built-in one unless a test says otherwise.
  public typealias TemplateSource = @Sendable (Architecture) throws(ScaffoldError) -> Template

  /// Where templates are looked up by name.
  public let library: TemplateLibrary
  private let contextBuilder: ModuleContextBuilder
  private let cache = TemplateCache()
  /// Recorded with every generated module.
  public let toolVersion: String
  /// Makes the client of a module made from an OpenAPI document; `nil`: none was found, and such
  /// a module is refused with how to get it. Looked up on `PATH` when a module first needs it: a
  /// run without such a module searches no folder.
  public var openAPIGenerator: SwiftOpenAPIGeneratorTool? {
    get { openAPIGeneratorChoice.tool }
    set { openAPIGeneratorChoice = OpenAPIGeneratorChoice(newValue) }
  }
  private var openAPIGeneratorChoice = OpenAPIGeneratorChoice()
  /// Today and who is running it, injected (ScaffoldKit reads no clock and runs no git): what a
  /// module generated now records as its origin. Tests and samples use a fixed one.
  public let origin: GenerationOrigin

  public init(
    library: TemplateLibrary = TemplateLibrary(), toolVersion: String = ScaffoldVersion.current,
    origin: GenerationOrigin = .sample
  ) {
    self.library = library
    self.toolVersion = toolVersion
    self.origin = origin
    self.contextBuilder = ModuleContextBuilder(toolVersion: toolVersion)
  }

  /// A generator whose architectures' default templates come from `templateSource` (tests).
  public init(
    templateSource: @escaping TemplateSource, toolVersion: String = ScaffoldVersion.current,
    origin: GenerationOrigin = .sample
  ) {
    self.library = TemplateLibrary(builtIns: templateSource)
    self.toolVersion = toolVersion
    self.origin = origin
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

  /// Applies the command line to the spec and checks every rule, the chosen template's
  /// parameters included.
  public func module(from spec: ModuleSpec, commandLine: CommandLineInput = CommandLineInput())
    throws(ScaffoldError) -> Module
  {
    // The document `openapi:` names is read here, before validation, so every command that
    // builds a module (generate, check, update, the MCP server) reads it the same way.
    var merged = try commandLine.apply(to: spec)
    do {
      merged = try OpenAPISpecSource.expanded(merged)
    } catch {
      // Reported with the spec's own problems, in one list.
      guard case .invalidSpec(let diagnostics) = error, !merged.readingProblems.isEmpty else { throw error }
      throw .invalidSpec(merged.readingProblems + diagnostics)
    }
    var template: Template?
    var collector = DiagnosticCollector()
    if let named = merged.template {
      template = try self.template(named: named.value, at: named.location)
      if let found = template, let raw = merged.architecture, raw.value != found.manifest.architecture.rawValue {
        collector.error(
          "template '\(named.value)' implements \(found.manifest.architecture.rawValue), not \(raw.value)",
          at: named.location ?? raw.location,
          hint: "pick a template of that architecture ('scaffold templates list'), or leave the architecture out")
      }
      if merged.architecture == nil, let found = template {
        merged.architecture = Located(found.manifest.architecture.rawValue, at: named.location)
      }
    } else if let raw = merged.architecture?.value, let architecture = Architecture(rawValue: raw) {
      template = try self.template(named: architecture.rawValue, at: nil)
    }
    let reserved = template?.manifest.reserved ?? ReservedNames()
    var module: Module
    do {
      module = try SpecValidator(reservedNames: { _ in reserved }).validate(merged)
    } catch {
      if case .invalidSpec(let diagnostics) = error {
        collector.append(contentsOf: diagnostics)
        throw .invalidSpec(collector.sortedByLocation)
      }
      throw error
    }
    if let template {
      module.templateName = template.manifest.name
      module.notes =
        (RoleSuffixNote.note(for: module.name, at: merged.name?.location).map { [$0] } ?? [])
        + IgnoredSpecParts.notes(for: merged, template: template) + DataFlowNotes.unusedInput(module, spec: merged)
        + ViewModelNotes.notes(module, spec: merged) + CommandByNameNotes.notes(module, spec: merged)
        + merged.sourceNotes
      module.parameters = ParameterRules.check(
        merged.params, declared: template.manifest.parameters, template: template.manifest.name, into: &collector)
    }
    module.openAPI = merged.openAPIOrigin
    if module.openAPI != nil, template != nil {
      let client = try OpenAPIClientBuilder.client(for: module, tool: openAPIGenerator)
      module.openAPIClient = client.code
      module.notes += client.notes
    }
    module.author = merged.author
    module.organisation = merged.organisation
    module.projectName = merged.projectName
    if let prefix = merged.prefix, let problem = ClassPrefix.problem(prefix.value) {
      collector.error(problem, at: prefix.location, hint: ClassPrefix.hint)
    }
    module.prefix = merged.prefix?.value
    // A new module's origin; a recorded module's is its record's (`RecordedModule`). The
    // developer is only a fallback for the author, so it is kept only when there is none.
    module.origin = GenerationOrigin(day: origin.day, developer: module.author == nil ? origin.developer : nil)
    guard collector.isEmpty else { throw .invalidSpec(collector.sortedByLocation) }
    return module
  }

  private func template(named name: String, at location: SourceLocation?) throws(ScaffoldError) -> Template {
    do {
      let template = try cache.template(name) { () throws(ScaffoldError) in try library.template(named: name) }
      // Found under another name (an architecture's default that a folder overrides, or a test's
      // stand-in): the module records the manifest's name, so that name must find it too.
      if template.manifest.name != name { _ = try cache.template(template.manifest.name) { template } }
      return template
    } catch {
      // Say where the spec names it.
      if case .invalidSpec(let diagnostics) = error, let location {
        throw .invalidSpec(diagnostics.map { Diagnostic($0.message, at: location, hint: $0.hint) })
      }
      throw error
    }
  }

  /// The values every template of the module sees.
  public func context(for module: Module) -> ContextValue {
    let context = contextBuilder.context(for: module)
    guard let template = try? template(for: module) else { return context }
    let withValues = TemplateValue.adding(template.manifest.values, to: context)
    return Self.settingResources(in: withValues, selected: selectedFiles(of: template, in: withValues), of: template)
  }

  /// The indices of the template's files whose `when:` the context meets.
  private func selectedFiles(of template: Template, in context: ContextValue) -> [Int] {
    template.manifest.files.indices.filter { template.manifest.files[$0].isSelected(in: context) }
  }

  /// `package.hasResources`: some file the template writes lies in the module's `Resources/`
  /// folder, which its `Package.swift` then declares (SwiftPM refuses a declared folder that
  /// does not exist, so a template without one must not declare it).
  private static func settingResources(in context: ContextValue, selected: [Int], of template: Template)
    -> ContextValue
  {
    let hasResources = selected.contains { template.manifest.files[$0].output.hasPrefix(Self.resourcesFolder) }
    guard case .object(var root) = context, case .object(var package) = root["package"] else { return context }
    package["hasResources"] = .bool(hasResources)
    root["package"] = .object(package)
    return .object(root)
  }

  /// Where a template's resources go, as its outputs spell it.
  static let resourcesFolder = "Sources/{{module.name}}/Resources/"

  /// The template that renders `module`.
  public func template(for module: Module) throws(ScaffoldError) -> Template {
    try template(named: module.templateName.isEmpty ? module.architecture.rawValue : module.templateName, at: nil)
  }

  /// Renders every file in memory. The template is parsed (and, unless built in, checked) once
  /// per set of files, on first use.
  public func plan(for module: Module) throws(ScaffoldError) -> RenderPlan {
    let (prepared, context) = try prepared(for: module)
    // Each file is laid out as soon as it is rendered, on the core that rendered it.
    var finishing: (@Sendable (GeneratedFile) -> GeneratedFile)?
    if prepared.template.manifest.layout != .asWritten {
      let layout = FileLayout(module)
      finishing = { layout.laidOut($0) }
    }
    let files =
      try prepared.render(context: context, finishing: finishing)
      + Self.reexports(in: module).map { finishing?($0) ?? $0 } + Self.openAPIClientFiles(of: module)
    try DeclaredTypeClashes.check(files, module: module, template: prepared.template.manifest.name)
    return RenderPlan(packageDirectory: module.name.pascal, files: files)
  }

  /// The module's template, parsed for the files its context selects (their output paths alone
  /// without `bodies`), and that context.
  private func prepared(for module: Module, bodies: Bool = true, context known: ContextValue? = nil)
    throws(ScaffoldError) -> (PreparedTemplate, ContextValue)
  {
    let template = try template(for: module)
    let context = known ?? context(for: module)
    let selected = selectedFiles(of: template, in: context)
    let key = TemplateCache.PreparedKey(template: template.manifest.name, files: selected, bodies: bodies)
    let prepared = try cache.prepared(key) { () throws(ScaffoldError) in
      try TemplateRenderer(template: template).prepare(
        schema: ContextSchema.context(for: template), only: Set(selected), bodies: bodies)
    }
    return (prepared, context)
  }

  /// A digest of everything `plan(for:)` renders `module` from: the tool's version, the
  /// template's content, the whole template context (which holds what the module reads of the
  /// modules it links to, and its origin), the code style and the file the tool adds to a module
  /// of a package with shared entities. Equal fingerprints render equal files, byte for byte, so
  /// `check` and `update` need not render a module whose fingerprint is recorded. Layout code
  /// changes only with the tool's version, which is part of it.
  /// `context`: the module's `context(for:)`, when the caller built it already.
  public func renderFingerprint(for module: Module, context known: ContextValue? = nil) throws(ScaffoldError)
    -> String
  {
    let template = try template(for: module)
    let style = module.style
    var inputs: [String: ContextValue] = [
      "tool": .string(toolVersion), "revision": .int(Self.renderRevision),
      "template": ["name": .string(template.manifest.name), "sha256": .string(template.contentHash)],
      "context": known ?? context(for: module),
      "style": [
        "indentation": .int(style.indentation), "lineLength": .int(style.lineLength), "usesTabs": .bool(style.usesTabs),
      ],
    ]
    if let reexport = SharedEntitiesFiles.reexport(in: module) { inputs["reexport"] = .string(reexport.contents) }
    if let reexport = SharedSupportFiles.reexport(in: module) { inputs["supportReexport"] = .string(reexport.contents) }
    if let support = module.sharedSupport?.style {
      inputs["supportStyle"] = ["indentation": .int(support.indentation), "lineLength": .int(support.lineLength)]
    }
    return SHA256.hex(of: ContextValue.object(inputs).jsonBytes())
  }

  /// The revision of the code that turns a context into files (the Mustache renderer, the
  /// layout, the placement of a module's files), part of every render fingerprint. The tool's
  /// version alone does not tell builds apart, so bump this whenever that code changes: records
  /// of an earlier revision are then rendered again instead of trusted. `RenderRevisionTests`
  /// pins the sources it stands for and fails until it is bumped.
  public static let renderRevision = 5

  /// The files `plan(for:)` writes for `module`, with their paths and kinds but empty contents:
  /// only output paths are rendered. For a module whose files are known already (a recorded
  /// fingerprint, and files on disk as recorded), so that they need not be rendered again.
  /// `context`: the module's `context(for:)`, when the caller built it already.
  public func outline(for module: Module, context known: ContextValue? = nil) throws(ScaffoldError)
    -> [GeneratedFile]
  {
    let (prepared, context) = try prepared(for: module, bodies: false, context: known)
    let reexports = (Self.reexports(in: module) + Self.openAPIClientFiles(of: module)).map {
      GeneratedFile(path: $0.path, contents: "", kind: $0.kind)
    }
    return try prepared.render(context: context, bodies: false) + reexports
  }

  /// The generated client's files, as swift-openapi-generator wrote them (not laid out: they are
  /// its code, not the template's), in the module's `OpenAPI/` folder.
  static func openAPIClientFiles(of module: Module) -> [GeneratedFile] {
    (module.openAPIClient?.files ?? []).map { file in
      GeneratedFile(
        path: "Sources/\(module.name.pascal)/\(OpenAPIClientCode.folder)/\(file.name)", contents: file.text,
        kind: .source)
    }
  }

  /// The formatting stage, after rendering and before planning: every Swift file laid out in the
  /// module's style (`SwiftLayout`); other files as rendered. The files of the support a
  /// package's modules share are laid out in its one style, so every module writes them alike.
  public static func laidOut(_ files: [GeneratedFile], style: CodeStyle, support: SharedSupport? = nil)
    -> [GeneratedFile]
  {
    let layout = FileLayout(style: style, support: support)
    return files.concurrentMap(layout.laidOut)
  }

  /// How one file is laid out: a Swift file in the module's style, or in the style of the support
  /// the package's modules share when it is one of its files; any other file as rendered.
  struct FileLayout: Sendable {
    let layout: SwiftLayout
    let support: SharedSupport?
    let supportLayout: SwiftLayout?

    init(style: CodeStyle, support: SharedSupport?) {
      layout = SwiftLayout(style)
      self.support = support
      supportLayout = support.map { SwiftLayout($0.style) }
    }

    init(_ module: Module) {
      self.init(style: module.style, support: module.sharedSupport)
    }

    func laidOut(_ file: GeneratedFile) -> GeneratedFile {
      guard file.path.hasSuffix(".swift") else { return file }
      var laidOut = file
      if let support, let supportLayout, support.holds(file.path) {
        laidOut.contents = supportLayout.format(file.contents)
      } else {
        laidOut.contents = layout.format(file.contents)
      }
      return laidOut
    }
  }

  /// The package's `.swift-format`, as the module's template writes it, for a package of several
  /// modules (whose package-level files the modules' own renderings leave out).
  public func formatConfiguration(for module: Module) throws(ScaffoldError) -> GeneratedFile? {
    try plan(for: module).files.first { $0.path == Self.formatConfigurationPath }
  }

  /// Where swift-format looks for its configuration, at the package's root.
  public static let formatConfigurationPath = ".swift-format"

}

extension SwiftLayout {
  init(_ style: CodeStyle) {
    self.init(indentation: style.indentation, lineLength: style.lineLength, usesTabs: style.usesTabs)
  }
}

/// The generator a `ModuleGenerator` was given, or the one on `PATH`, looked up once on first
/// use; copies of the generator share the lookup.
private final class OpenAPIGeneratorChoice: @unchecked Sendable {
  private let lock = NSLock()
  private var chosen: SwiftOpenAPIGeneratorTool??

  init() {}

  init(_ tool: SwiftOpenAPIGeneratorTool?) {
    chosen = .some(tool)
  }

  var tool: SwiftOpenAPIGeneratorTool? {
    lock.withLock {
      if let chosen { return chosen }
      let found = SwiftOpenAPIGeneratorTool.locate()
      chosen = .some(found)
      return found
    }
  }
}
