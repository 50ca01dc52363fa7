import ScaffoldBase

/// The rules for what a module contains: entities, use cases, routes and their fields.
struct MemberValidator {
  let reserved: ReservedNames
  /// The screen the module gets, whose framework's types entities must not shadow.
  var ui: UserInterface = .uikit
  /// Entities other modules of the spec declare in Swift modules of their own, by module: named
  /// in the error of a field that uses one (`ModuleSpec.otherModulesEntities`).
  var otherModulesEntities: [String: String] = [:]

  // MARK: Entities

  /// - Parameter shared: the app spec's shared entities, which these must not declare again and
  ///   whose names their fields may use.
  /// - Parameter declaredElsewhere: the names of types other files of the Swift module declare
  ///   (an app target's other modules), which their fields may use too.
  func entities(
    _ specs: [EntitySpec], moduleName: Name?, shared: [Entity] = [], declaredElsewhere: [String] = [],
    into collector: inout DiagnosticCollector
  ) -> [Entity] {
    var declared = DeclaredNames(kind: .entity)
    let sharedNames = Set(shared.map(\.name.pascal))
    var named: [(EntitySpec, Name)] = []
    for spec in specs {
      guard let name = declared.declare(spec.name, path: spec.path, into: &collector) else { continue }
      if sharedNames.contains(name.pascal) {
        collector.error(
          "entity '\(name.pascal)' is declared again: the spec's shared 'entities:' at the top already declare it",
          at: spec.name.location, hint: "use the shared one, or rename this one")
        continue
      }
      if let moduleName, moduleName.pascal == name.pascal {
        collector.error(
          "entity '\(name.pascal)' has the module's own name", at: spec.name.location,
          hint: "rename the entity, such as '\(name.pascal)Item'")
        continue
      }
      guard FrameworkNameRules.check(name, kind: .entity, ui: ui, at: spec.name.location, into: &collector) else {
        continue
      }
      if let moduleName, clashes(typeName: name.pascal, moduleName: moduleName) {
        collector.error(
          "entity '\(name.pascal)' clashes with a type the template generates", at: spec.name.location,
          hint: "rename the entity")
        continue
      }
      named.append((spec, name))
    }
    let entityNames = named.map(\.1.pascal) + sharedNames.sorted() + declaredElsewhere
    let entities = named.map { spec, name in
      Entity(name: name, fields: fields(spec.fields, entityNames: entityNames, into: &collector))
    }
    checkContainmentCycles(entities, specs: specs, into: &collector)
    return entities
  }

  private func clashes(typeName: String, moduleName: Name) -> Bool {
    reserved.moduleTypes(module: moduleName).contains(typeName)
  }

  /// A struct that stores itself (directly, or through optionals or other structs) has infinite
  /// size and does not compile; arrays and dictionaries break the chain.
  private func checkContainmentCycles(
    _ entities: [Entity], specs: [EntitySpec], into collector: inout DiagnosticCollector
  ) {
    let edges = Dictionary(
      entities.map { entity in (entity.name.pascal, entity.fields.flatMap(\.type.inlineNamedTypes)) },
      uniquingKeysWith: { first, _ in first })
    var reported: Set<String> = []
    for entity in entities {
      guard let cycle = findCycle(from: entity.name.pascal, edges: edges), !reported.contains(entity.name.pascal)
      else { continue }
      reported.formUnion(cycle)
      let location = specs.first { Name($0.name.value)?.pascal == entity.name.pascal }?.name.location
      collector.error(
        "entity '\(entity.name.pascal)' contains itself: \(cycle.joined(separator: " → "))", at: location,
        hint: "hold the inner value in an array (such as '[\(entity.name.pascal)]'), or remove one link")
    }
  }

  private func findCycle(from start: String, edges: [String: [String]]) -> [String]? {
    var path: [String] = [start]
    var visited: Set<String> = []
    func visit(_ node: String) -> [String]? {
      for next in edges[node] ?? [] {
        if next == start { return path + [start] }
        guard edges[next] != nil, !visited.contains(next) else { continue }
        visited.insert(next)
        path.append(next)
        if let cycle = visit(next) { return cycle }
        path.removeLast()
      }
      return nil
    }
    return visit(start)
  }

  // MARK: Use cases

  func useCases(
    _ specs: [UseCaseSpec], entities: [Entity], input: [Field] = [], moduleName: Name?,
    into collector: inout DiagnosticCollector
  ) -> [UseCase] {
    let entityNames = entities.map(\.name.pascal)
    var declared = DeclaredNames(kind: .useCase)
    var result: [UseCase] = []
    for spec in specs {
      guard let name = declared.declare(spec.name, path: spec.path, into: &collector) else { continue }
      // A clashing name is reported, and the fields are still checked, so every error shows at once.
      var nameIsUsable = true
      if reserved.members.contains(name.camel) {
        collector.error(
          "use case '\(name.camel)' clashes with '\(name.camel)', which the generated code already uses",
          at: spec.name.location, hint: "choose a more specific name, such as '\(name.camel)Items'")
        nameIsUsable = false
      } else if let clash = useCaseTypeClash(name, entityNames: entityNames, moduleName: moduleName) {
        if spec.path == SpecValidator.defaultUseCase.path {
          // The user wrote no use case, so the fix is to add one or to rename what it meets.
          collector.error(
            "the default use case '\(name.camel)' would declare '\(clash)' (it is made because the spec names no "
              + "use case), which clashes with the module, an entity or a generated type",
            at: spec.name.location,
            hint: "add a use case of your own (--use-case or 'useCases:'), or choose another module name")
        } else if clash == moduleName?.pascal {
          collector.error(
            "use case '\(name.camel)' would declare '\(clash)', the module's own name, which would hide the module "
              + "in its library interface",
            at: spec.name.location, hint: "name the use case for what it does, such as '\(name.camel)Items'")
        } else {
          collector.error(
            "use case '\(name.camel)' would declare '\(clash)', which clashes with an entity or generated type",
            at: spec.name.location, hint: "rename the use case or the entity")
        }
        nameIsUsable = false
      }
      let request = requestFields(spec.request, entityNames: entityNames, into: &collector)
      let response = fields(spec.response, entityNames: entityNames, into: &collector)
      let viewModel: [ViewModelField]
      var omittedResponseFields: [Field] = []
      let entityFields = Dictionary(entities.map { ($0.name.pascal, $0.fields) }) { first, _ in first }
      if let viewModelSpecs = spec.viewModel {
        let declared = fields(viewModelSpecs, entityNames: entityNames, into: &collector)
        let specsByName = Dictionary(viewModelSpecs.map { (Name($0.name.value)?.camel ?? $0.name.value, $0) }) {
          first, _ in first
        }
        viewModel = ViewModelMapping.resolve(
          declared, specs: declared.compactMap { specsByName[$0.name.camel] },
          context: .init(response: response, entities: entityFields, useCase: name), into: &collector)
      } else {
        (viewModel, omittedResponseFields) = ViewModelMapping.displayReady(response: response, entities: entityFields)
      }
      let kind = useCaseKind(spec, name: name, into: &collector)
      let fromInput = requestFromInput(request, spec: spec, input: input, into: &collector)
      var runsOnLoad = spec.onLoad?.value == true
      if runsOnLoad, request.count > fromInput.count || request.count < spec.request.count {
        collector.error(
          "use case '\(name.camel)' runs on load but takes request fields the module's input does not fill, "
            + "which the screen has no values for",
          at: spec.onLoad?.location, hint: "remove 'onLoad: true', or fill the request fields from 'input:'")
        runsOnLoad = false
      }
      if runsOnLoad, kind == .command {
        collector.error(
          "use case '\(name.camel)' is a command and runs on load: opening a screen must never pay, send or delete",
          at: spec.onLoad?.location, hint: "remove 'onLoad: true', or make it a query ('kind: query')")
        runsOnLoad = false
      }
      guard nameIsUsable else { continue }
      result.append(
        UseCase(
          name: name, summary: SummaryText.oneLine(spec.summary), request: request, response: response,
          viewModel: viewModel,
          viewModelMirrorsResponse: spec.viewModel == nil, omittedResponseFields: omittedResponseFields,
          runsOnLoad: runsOnLoad, kind: kind,
          requestFromInput: fromInput))
    }
    return result
  }

  /// The first type the use case would declare that an entity or the template already uses.
  private func useCaseTypeClash(_ name: Name, entityNames: [String], moduleName: Name?) -> String? {
    guard let moduleName else { return nil }
    let declared = reserved.types(forUseCase: name, module: moduleName)
    // The module's own name too, even for a nested type: a library interface names every type
    // from its module (`Search.SearchModels.Search.Request`), and inside `SearchModels.Search`
    // the first `Search` would mean that enum.
    let taken = Set(entityNames).union(reserved.moduleTypes(module: moduleName)).union([moduleName.pascal])
    return declared.first {
      taken.contains($0) || SwiftReservedWords.typeNames.contains($0) || SwiftReservedWords.keywords.contains($0)
    }
  }

  // MARK: Routes

  /// - Parameter useCasesAreDefault: the use cases are the default `load`, which the user did
  ///   not write, so messages must say where it comes from.
  func routes(
    _ specs: [RouteSpec], useCases: [UseCase], useCasesAreDefault: Bool, entities: [Entity] = [],
    into collector: inout DiagnosticCollector
  ) -> [Route] {
    var declared = DeclaredNames(kind: .route)
    var result: [Route] = []
    let entityNames = entities.map(\.name.pascal)
    let sources = RouteSourceRules(
      useCases: useCases, entities: Dictionary(entities.map { ($0.name.pascal, $0.fields) }) { first, _ in first })
    let useCaseNames = Set(useCases.map(\.name.camel))
    for spec in specs {
      guard let name = declared.declare(spec.name, path: spec.path, into: &collector) else { continue }
      if useCaseNames.contains(name.camel) || reserved.members.contains(name.camel) {
        let useCase =
          useCasesAreDefault
          ? "the default use case '\(name.camel)' (made because the spec names no use case)"
          : "the use case '\(name.camel)'"
        let other = useCaseNames.contains(name.camel) ? useCase : "a member of the generated code"
        collector.error(
          "route '\(name.camel)' has the same name as \(other)", at: spec.name.location,
          hint: "name routes after their destination, such as '\(name.camel)Details'")
        continue
      }
      // Whether the module exists is the app spec's rule (`AppSpecValidator`); here only the name.
      let destination = spec.destination.flatMap {
        NameRules.check($0, kind: .module, path: "\(spec.path).to", into: &collector)
      }
      let payload = requestFields(spec.payload, entityNames: entityNames, into: &collector)
      // A field refused above is missing from `payload`: its source is not resolved either.
      let source =
        payload.count == spec.payload.count
        ? sources.source(route: name, payload: payload, specs: spec.payload, into: &collector) : nil
      result.append(
        Route(
          name: name, summary: SummaryText.oneLine(spec.summary), destinationModule: destination, payload: payload,
          source: source))
    }
    return result
  }

  // MARK: Fields

  /// Every struct's fields must avoid `hashValue`, which `Hashable` declares.
  static let structMembers: Set<String> = ["hashValue"]

  /// Request fields also become parameters of presenter or interactor methods, whose bodies
  /// use the template's members and locals, so they must avoid those names too.
  func requestFields(_ specs: [FieldSpec], entityNames: [String], into collector: inout DiagnosticCollector)
    -> [Field]
  {
    fields(specs, entityNames: entityNames, reservedMembers: Set(reserved.members), into: &collector)
  }

  func fields(
    _ specs: [FieldSpec], entityNames: [String], reservedMembers: Set<String> = structMembers,
    into collector: inout DiagnosticCollector
  ) -> [Field] {
    var seen: Set<String> = []
    var result: [Field] = []
    for spec in specs {
      guard let name = NameRules.check(spec.name, kind: .field, path: spec.path, into: &collector) else {
        continue
      }
      guard seen.insert(name.camel).inserted else {
        collector.error(
          "field '\(name.camel)' appears twice in \(parentPath(of: spec))", at: spec.name.location,
          hint: "rename or remove one of them")
        continue
      }
      if reservedMembers.union(Self.structMembers).contains(name.camel) {
        collector.error(
          "field '\(name.camel)' (\(spec.path)) clashes with '\(name.camel)', which the generated code already uses",
          at: spec.name.location, hint: "choose a more specific name, such as '\(name.camel)Value'")
        continue
      }
      guard
        let type = FieldTypeRules.check(
          spec, entityNames: entityNames, otherModulesEntities: otherModulesEntities, into: &collector)
      else { continue }
      result.append(Field(name: name, type: type))
    }
    return result
  }

  private func parentPath(of spec: FieldSpec) -> String {
    spec.path.split(separator: ".").dropLast().joined(separator: ".")
  }
}
