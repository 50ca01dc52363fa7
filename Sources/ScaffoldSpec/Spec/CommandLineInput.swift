import ScaffoldBase

/// What the command line adds to (or states instead of) a spec file.
public struct CommandLineInput: Sendable, Equatable {
  /// The `<Name>` argument.
  public var name: String?
  /// The subcommand (`scaffold viper …`).
  public var architecture: Architecture?
  /// `--use-case` values, in order.
  public var useCases: [String]
  /// `--route` values, in order.
  public var routes: [String]
  /// `--testing`; it overrides the spec's `testing:`.
  public var testing: TestingLibrary?
  /// `--ui`; it overrides the spec's `ui:`.
  public var ui: UserInterface?
  /// `--template`; it overrides the spec's `template:`.
  public var template: String?
  /// `--param name=value`, in order; each overrides the spec's value of that name.
  public var params: [String] = []
  /// `--indentation` and `--line-length`, as written; they override `.scaffold.yml`'s.
  public var indentation: String?
  public var lineLength: String?
  /// `--openapi` with its `--tag` and `--operation` values; it stands for the spec's `openapi:`.
  public var openAPI: OpenAPISourceSpec?

  public init(
    name: String? = nil, architecture: Architecture? = nil, useCases: [String] = [], routes: [String] = [],
    testing: TestingLibrary? = nil, ui: UserInterface? = nil, indentation: String? = nil, lineLength: String? = nil
  ) {
    self.name = name
    self.architecture = architecture
    self.useCases = useCases
    self.routes = routes
    self.testing = testing
    self.ui = ui
    self.indentation = indentation
    self.lineLength = lineLength
  }

  /// The spec with the command line applied. The name and architecture may be given in both
  /// places only if they agree; use cases and routes from flags come after the spec's.
  package func apply(to spec: ModuleSpec) throws(ScaffoldError) -> ModuleSpec {
    var merged = spec
    var collector = DiagnosticCollector()
    if let name {
      if let written = spec.name, Name(written.value)?.pascal != Name(name)?.pascal {
        collector.error(
          "the spec names the module '\(written.value)' but the command line says '\(name)'", at: written.location,
          hint: "make them agree, or leave the name out of one of them")
      } else if spec.name == nil {
        merged.name = Located(name)
      }
    }
    if let architecture {
      if let written = spec.architecture, written.value != architecture.rawValue {
        collector.error(
          "the spec says 'architecture: \(written.value)' but the command is '\(architecture.rawValue)'",
          at: written.location, hint: "make them agree, or use 'scaffold generate' to follow the spec")
      } else {
        merged.architecture = Located(architecture.rawValue, at: spec.architecture?.location)
      }
    }
    if let openAPI {
      if let written = spec.openAPI {
        collector.error(
          "the spec reads operations from \(written.document.value) and the command line from \(openAPI.document.value)",
          at: written.location, hint: "leave out --openapi, --tag and --operation, or 'openapi:' in the spec")
      } else {
        merged.openAPI = openAPI
      }
    }
    if let testing { merged.testing = Located(testing.rawValue) }
    if let ui { merged.ui = Located(ui.rawValue) }
    if let template { merged.template = Located(template) }
    if let indentation { merged.indentation = Located(indentation) }
    if let lineLength { merged.lineLength = Located(lineLength) }
    for (index, param) in params.enumerated() {
      guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
        collector.error(
          "--param #\(index + 1) '\(param)' is not name=value", at: nil, hint: "write it as --param name=value")
        continue
      }
      let name = String(param[..<equals])
      merged.params.removeAll { $0.name.value == name }
      merged.params.append(
        SpecParameter(name: Located(name), value: Located(String(param[param.index(after: equals)...]))))
    }
    merged.useCases += useCases.enumerated().map { index, value in
      // `pay:command` sets the kind as a spec's `kind:` does. Only a kind's name after the colon:
      // anything else stays part of the name, which the name rules refuse for its ':'.
      let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let kind = parts.count == 2 ? UseCaseKind(rawValue: parts[1].lowercased()) : nil
      return UseCaseSpec(
        name: Located(kind == nil ? value : String(parts[0])), kind: kind.map { Located($0.rawValue) },
        path: "--use-case #\(index + 1)")
    }
    merged.routes += routes.enumerated().map { index, value in
      RouteSpec(name: Located(value), path: "--route #\(index + 1)")
    }
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
    return merged
  }
}

extension CommandLineInput {
  /// What a record keeps of the command line: `nil` when it added nothing to the spec file.
  public var recordValue: ContextValue? {
    var value: [String: ContextValue] = [:]
    if let name { value["name"] = .string(name) }
    if let architecture { value["architecture"] = .string(architecture.rawValue) }
    if !useCases.isEmpty { value["useCases"] = .list(useCases.map { .string($0) }) }
    if !routes.isEmpty { value["routes"] = .list(routes.map { .string($0) }) }
    if let testing { value["testing"] = .string(testing.rawValue) }
    if let ui { value["ui"] = .string(ui.rawValue) }
    if let template { value["template"] = .string(template) }
    if !params.isEmpty { value["params"] = .list(params.map { .string($0) }) }
    if let openAPI {
      var source: [String: ContextValue] = ["document": .string(openAPI.document.value)]
      if !openAPI.tags.isEmpty { source["tags"] = .list(openAPI.tags.map { .string($0.value) }) }
      if !openAPI.operations.isEmpty { source["operations"] = .list(openAPI.operations.map { .string($0.value) }) }
      value["openapi"] = .object(source)
    }
    return value.isEmpty ? nil : .object(value)
  }

  /// The command line a record kept (see `recordValue`).
  public init(recordValue value: ContextValue?) {
    func string(_ key: String) -> String? {
      if case .string(let text)? = value?[key] { return text }
      return nil
    }
    func strings(_ key: String) -> [String] {
      guard case .list(let items)? = value?[key] else { return [] }
      return items.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
    }
    self.init(
      name: string("name"), architecture: string("architecture").flatMap(Architecture.init(rawValue:)),
      useCases: strings("useCases"), routes: strings("routes"),
      testing: string("testing").flatMap(TestingLibrary.init(rawValue:)),
      ui: string("ui").flatMap(UserInterface.init(rawValue:)))
    self.template = string("template")
    self.params = strings("params")
    if case .string(let document)? = value?["openapi"]?["document"] {
      func names(_ key: String) -> [Located<String>] {
        guard case .list(let items)? = value?["openapi"]?[key] else { return [] }
        return items.compactMap { if case .string(let text) = $0 { return Located(text) } else { return nil } }
      }
      openAPI = OpenAPISourceSpec(document: Located(document), tags: names("tags"), operations: names("operations"))
    }
  }
}
