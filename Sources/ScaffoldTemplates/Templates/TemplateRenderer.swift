import ScaffoldBase

/// Renders every file of a template against a context, after proving the template uses only
/// names the context has. Nothing here touches the disk.
public struct TemplateRenderer: Sendable {
  let template: Template

  public init(template: Template) {
    self.template = template
  }

  /// Every problem of the template against `schema` (a context with every key), as diagnostics.
  public func check(schema: ContextValue) -> [Diagnostic] {
    let checker = TemplateChecker(
      schema: schema, partials: template.partials,
      partialPath: { [template] name in template.sourcePath(of: "partials/\(name).mustache") })
    let manifestPath = "\(template.displayPath)/\(TemplateManifest.fileName)"
    var diagnostics: [Diagnostic] = []
    for file in template.manifest.files {
      diagnostics += checker.check(file.output, file: "\(manifestPath) (output of \(file.template))")
      if let text = template.files[file.template] {
        diagnostics += checker.check(text, file: template.sourcePath(of: file.template))
      }
      for flag in file.when where schema.value(at: TemplateManifest.File.flag(of: flag).flag).map(\.isFlag) != true {
        diagnostics.append(
          Diagnostic(
            "'when: \(flag)' for \(file.template) is not a flag of the context", at: nil,
            hint: "use one of: \(schema.flagNames.joined(separator: ", "))"))
      }
    }
    return diagnostics
  }

  /// Parses every file once and checks the template against `schema`, so the result renders
  /// any number of modules. Throws `invalidTemplate` with every problem.
  /// - Parameters:
  ///   - only: indices of the manifest's files to parse (all when `nil`); a run that knows its
  ///     modules' flags parses only the files they get.
  ///   - bodies: false to parse the output paths alone, for a result that renders paths only.
  ///   - schema: a context with every key; built only for a template that is checked (a built-in
  ///     is not, and building it is a tenth of a one-module run).
  public func prepare(
    schema: @autoclosure () -> ContextValue, only: Set<Int>? = nil, bodies: Bool = true
  ) throws(ScaffoldError) -> PreparedTemplate {
    if template.isBuiltIn { BuiltInTemplates.runProgress.startPreparing() }
    defer { if template.isBuiltIn { BuiltInTemplates.runProgress.finishPreparing() } }
    var diagnostics = template.isBuiltIn ? [] : check(schema: schema().merged(with: Self.fileSchema))
    // Each file is parsed on its own, on every core: parsing is most of a small run's work. A
    // built-in's texts come parsed from the build, so its files are taken on this thread: handing
    // them to other cores (four rounds with its partials) cost more than taking them.
    let chosen = template.manifest.files.enumerated().filter { only?.contains($0.offset) ?? true }.map(\.element)
    let template = template
    let renderer = self
    let parsed = chosen.mapping(concurrently: !template.isBuiltIn) { file -> (PreparedTemplate.File?, [Diagnostic]) in
      guard let text = template.files[file.template] else { return (nil, []) }
      var found: [Diagnostic] = []
      let body = bodies ? renderer.parse(text, file: template.sourcePath(of: file.template), into: &found) : nil
      guard body != nil || !bodies,
        let path = renderer.parse(
          file.output, file: "\(template.sourcePath(of: file.template)) (output path)", into: &found)
      else { return (nil, found) }
      return (PreparedTemplate.File(manifest: file, body: body, path: path), found)
    }
    let files = parsed.compactMap(\.0)
    diagnostics += parsed.flatMap(\.1)
    // A team's template reports a syntax error in any partial; a built-in (whose every partial
    // the tests parse) parses only those its chosen files include, about half of them.
    let partials =
      template.isBuiltIn
      ? try parsedPartials(reachableFrom: files.flatMap { ($0.body?.partialNames ?? []) + $0.path.partialNames })
      : parsedPartials(named: template.partials.keys.sorted(), diagnostics: &diagnostics)
    guard diagnostics.isEmpty else { throw .invalidTemplate(diagnostics) }
    return PreparedTemplate(template: template, partials: partials, files: files)
  }

  /// Prepares and renders in one go, for a single module.
  public func render(context: ContextValue, schema: ContextValue) throws(ScaffoldError) -> [GeneratedFile] {
    try prepare(schema: schema.merged(with: context)).render(context: context)
  }

  /// Each file's own name and path, for headers (`{{file.name}}`), and whether it is a test (the
  /// built-ins write their header line in sources only); not available in output paths.
  static func fileContext(path: String) -> ContextValue {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return ["file": ["name": .string(name), "path": .string(path), "isTest": .bool(path.hasPrefix("Tests/"))]]
  }

  package static let fileSchema = fileContext(path: "")

  /// The partials `names` include, and those they include in turn.
  private func parsedPartials(reachableFrom names: [String]) throws(ScaffoldError) -> [String: MustacheDocument] {
    var parsed: [String: MustacheDocument] = [:]
    var wanted = Set(names)
    while !wanted.isEmpty {
      var diagnostics: [Diagnostic] = []
      let wave = parsedPartials(
        named: wanted.filter { template.partials[$0] != nil }.sorted(), diagnostics: &diagnostics)
      guard diagnostics.isEmpty else { throw .invalidTemplate(diagnostics) }
      parsed.merge(wave) { first, _ in first }
      wanted = Set(wave.values.flatMap(\.partialNames)).subtracting(parsed.keys)
    }
    return parsed
  }

  private func parsedPartials(named names: [String], diagnostics: inout [Diagnostic]) -> [String: MustacheDocument] {
    let template = template
    let renderer = self
    let parsed = names.mapping(concurrently: !template.isBuiltIn) { name -> (String, MustacheDocument?, [Diagnostic]) in
      var found: [Diagnostic] = []
      let partial = renderer.parse(
        template.partials[name] ?? "", file: template.sourcePath(of: "partials/\(name).mustache"), into: &found)
      return (name, partial, found)
    }
    diagnostics += parsed.flatMap(\.2)
    return Dictionary(uniqueKeysWithValues: parsed.compactMap { name, partial, _ in partial.map { (name, $0) } })
  }

  /// - Parameter file: Where the text is, for a syntax error's diagnostic: made only for one.
  private func parse(_ text: String, file: @autoclosure () -> String, into diagnostics: inout [Diagnostic])
    -> MustacheDocument?
  {
    // A built-in's texts are the binary's own and always parse: each is parsed once per process.
    if template.isBuiltIn, let document = BuiltInTemplates.documents.document(for: text, parse: Self.document) {
      return document
    }
    do throws(MustacheDocument.SyntaxError) {
      return try Self.document(parsing: text)
    } catch {
      // The pragma's line comes first: positions move back by it.
      diagnostics.append(
        Diagnostic(
          "Mustache syntax error: \(error.message)",
          at: SourceLocation(file: file(), line: max(1, error.line - 1), column: max(1, error.column))))
    }
    return nil
  }

  /// A template file's or partial's text as a document, with the pragma that keeps it plain text.
  static func document(parsing text: String) throws(MustacheDocument.SyntaxError) -> MustacheDocument {
    try MustacheDocument(templateText: text)
  }
}

extension ContextValue {
  fileprivate var isFlag: Bool {
    if case .bool = self { return true }
    return false
  }

  /// Dotted paths of every flag outside lists (`hasRoutes`, `testing.xctest`).
  fileprivate var flagNames: [String] {
    guard case .object(let members) = self else { return [] }
    return members.flatMap { key, value in
      value.isFlag ? [key] : value.flagNames.map { "\(key).\($0)" }
    }.sorted()
  }
}
