import ScaffoldBase
import ScaffoldSpec

/// A validated module written back as a spec: every default made explicit, command-line
/// additions merged in, names as the user wrote them. Reading it back and validating it gives the
/// same `Module`, which is what lets `scaffold check` re-render a module from its record alone.
public enum NormalizedSpec {
  public static func value(of module: Module) -> ContextValue {
    var spec: [String: ContextValue] = [
      "name": .string(module.name.original),
      "architecture": .string(module.architecture.rawValue),
      "testing": .string(module.testing.rawValue),
      "ui": .string(module.ui.rawValue),
      "swiftToolsVersion": .string(module.package.toolsVersion),
      "platforms": .object(
        Dictionary(
          module.package.platforms.map { ($0.platform.rawValue, ContextValue.string($0.version)) },
          uniquingKeysWith: { first, _ in first })),
      "entities": entities(module.entities),
      "useCases": .list(module.useCases.map(useCase)),
      "routes": .list(module.routes.map(route)),
      "indentation": module.style.usesTabs ? .string("tabs") : .int(module.style.indentation),
      "lineLength": .int(module.style.lineLength),
    ]
    // Written only when present, so records of modules without them keep their bytes.
    if module.style.usesTabs { spec["tabWidth"] = .int(module.style.indentation) }
    if !module.input.isEmpty { spec["input"] = fields(module.input) }
    if let shared = module.sharedEntities {
      spec["sharedEntitiesModule"] = .string(shared.moduleName.original)
      spec["sharedEntities"] = entities(shared.entities)
    }
    if let support = module.sharedSupport {
      spec["sharedSupport"] = [
        "package": .string(support.packageName.original), "indentation": .int(support.style.indentation),
        "lineLength": .int(support.style.lineLength),
      ]
    }
    if !module.targetEntities.isEmpty {
      spec["targetEntities"] = entities(module.targetEntities)
    }
    if !module.outputs.isEmpty { spec["output"] = .list(module.outputs.map(outputEvent)) }
    if let summary = module.summary { spec["summary"] = .string(summary) }
    if !module.templateName.isEmpty { spec["template"] = .string(module.templateName) }
    if !module.parameters.isEmpty { spec["params"] = .object(module.parameters.mapValues(parameterText)) }
    if let author = module.author { spec["author"] = .string(author) }
    if let organisation = module.organisation { spec["organisation"] = .string(organisation) }
    if let projectName = module.projectName { spec["project"] = .string(projectName) }
    if let prefix = module.prefix { spec["prefix"] = .string(prefix) }
    return .object(spec)
  }

  private static func entities(_ entities: [Entity]) -> ContextValue {
    .list(entities.map { entity in ["name": .string(entity.name.original), "fields": fields(entity.fields)] })
  }

  /// A parameter as `params:` takes it: text, which the template's declared type reads again.
  private static func parameterText(_ value: ContextValue) -> ContextValue {
    switch value {
    case .bool(let flag): return .string(flag ? "true" : "false")
    case .int(let number): return .string(String(number))
    default: return value
    }
  }

  private static func useCase(_ useCase: UseCase) -> ContextValue {
    var value: [String: ContextValue] = [
      "name": .string(useCase.name.original),
      "onLoad": .bool(useCase.runsOnLoad),
      "request": fields(useCase.request),
      "response": fields(useCase.response),
    ]
    if let summary = useCase.summary { value["summary"] = .string(summary) }
    if !useCase.viewModelMirrorsResponse { value["viewModel"] = viewModel(useCase.viewModel) }
    // A command's kind, and a query's whose name would make it a command (`pay` with `kind: query`),
    // so the spec means the same read as a spec; other queries' records keep their bytes. A record
    // without `kind:` is read back as a query whatever the name (`SpecNodeReader.recordedDefaultKind`).
    if useCase.kind != .query || UseCaseKind.byName(useCase.name, runsOnLoad: useCase.runsOnLoad) != .query {
      value["kind"] = .string(useCase.kind.rawValue)
    }
    if let emission = useCase.emission { value["emits"] = .string(emission.event.original) }
    return .object(value)
  }

  private static func outputEvent(_ event: OutputEvent) -> ContextValue {
    var value: [String: ContextValue] = ["name": .string(event.name.original), "fields": fields(event.fields)]
    if let summary = event.summary { value["summary"] = .string(summary) }
    return .object(value)
  }

  private static func route(_ route: Route) -> ContextValue {
    var value: [String: ContextValue] = ["name": .string(route.name.original)]
    if let summary = route.summary { value["summary"] = .string(summary) }
    if let destination = route.destinationModule { value["to"] = .string(destination.original) }
    if !route.payload.isEmpty { value["payload"] = payload(route) }
    return .object(value)
  }

  /// The payload's fields, each that comes from what the screen shows with its `from:`.
  private static func payload(_ route: Route) -> ContextValue {
    .list(
      route.payload.map { field in
        guard let source = route.source, let sourced = source.fields.first(where: { $0.name == field.name }) else {
          return .object([field.name.original: .string(field.type.description)])
        }
        let from = [source.useCase.camel] + (source.list ?? []) + sourced.path
        return .object([
          field.name.original: .object([
            "type": .string(field.type.description), "from": .string(from.joined(separator: ".")),
          ])
        ])
      })
  }

  /// Each field with the source it resolved to, written as `from:` and `format:` (an implicit
  /// source too, which reads back to the same value), so the record alone rebuilds the module.
  private static func viewModel(_ fields: [ViewModelField]) -> ContextValue {
    .list(
      fields.map { field in
        guard case .value(let value) = field.source else {
          return .object([field.field.name.original: .string(field.field.type.description)])
        }
        var details: [String: ContextValue] = [
          "type": .string(field.field.type.description),
          "from": .string(value.steps.map(\.name).joined(separator: ".")),
        ]
        if let format = value.format { details["format"] = .string(format.rawValue) }
        return .object([field.field.name.original: .object(details)])
      })
  }

  private static func fields(_ fields: [Field]) -> ContextValue {
    .list(fields.map { .object([$0.name.original: .string($0.type.description)]) })
  }
}
