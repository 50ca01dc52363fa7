import ScaffoldBase

/// Checks every rule of a module spec and collects every violation, so the user fixes them
/// all in one round. Produces the `Module` the generator relies on.
public struct SpecValidator: Sendable {
  /// Names the chosen template reserves, looked up once the architecture is known.
  let reservedNames: @Sendable (Architecture) -> ReservedNames

  public init(reservedNames: @escaping @Sendable (Architecture) -> ReservedNames) {
    self.reservedNames = reservedNames
  }

  /// The use case generated when the spec names none, so even the bare command shows one flow.
  static let defaultUseCase = UseCaseSpec(
    name: Located("load"), onLoad: Located(true), path: "the default use case, made because the spec names none")

  public func validate(_ spec: ModuleSpec) throws(ScaffoldError) -> Module {
    var collector = DiagnosticCollector()
    collector.append(contentsOf: spec.readingProblems)
    let architecture = resolveArchitecture(spec, into: &collector)
    let name: Name?
    if let rawName = spec.name {
      let path = rawName.location == nil ? "the <Name> argument" : "name"
      name = NameRules.check(rawName, kind: .module, path: path, into: &collector)
    } else {
      collector.error(
        "the module has no name", at: spec.startLocation,
        hint: "add 'name: MyModule' to the spec or pass the name as an argument")
      name = nil
    }
    let ui = choice(spec.ui, default: UserInterface.default, noun: "user interface", into: &collector)
    var reserved = architecture.map(reservedNames) ?? ReservedNames()
    reserved.members += FrameworkNames.members(for: ui)
    if let name {
      FrameworkNameRules.check(name, kind: .module, ui: ui, at: spec.name?.location, into: &collector)
    }
    if let name, reserved.moduleTypes(module: name).contains(name.pascal),
      SwiftReservedWords.foundationTypeNames.contains(name.pascal)
    {
      collector.error(
        "module name '\(name.pascal)' is also a Foundation type, and this template declares a type of the module's name",
        at: spec.name?.location, hint: "choose a more specific name, such as '\(name.pascal)Screen'")
    }
    var members = MemberValidator(reserved: reserved, ui: ui)
    members.otherModulesEntities = spec.otherModulesEntities
    let shared = sharedEntities(spec, members: members, moduleName: name, into: &collector)
    let elsewhere = targetEntities(spec, members: members, moduleName: name, shared: shared)
    let entities = members.entities(
      spec.entities, moduleName: name, shared: shared?.entities ?? [], declaredElsewhere: elsewhere.map(\.name.pascal),
      into: &collector)
    let visible = entities + (shared?.entities ?? []) + elsewhere
    let entityNames = visible.map(\.name.pascal)
    let input = members.input(spec.input, entityNames: entityNames, into: &collector)
    let useCaseSpecs = spec.useCases.isEmpty ? [Self.defaultUseCase] : spec.useCases
    var useCases = members.useCases(
      useCaseSpecs, entities: visible, input: input, moduleName: name, into: &collector)
    var outputs = members.outputEvents(spec.output, entityNames: entityNames, into: &collector)
    members.emissions(
      useCases: &useCases, specs: useCaseSpecs, outputs: &outputs, input: input, into: &collector)
    let routes = members.routes(
      spec.routes, useCases: useCases, useCasesAreDefault: spec.useCases.isEmpty, entities: visible,
      into: &collector)
    members.checkInput(
      input, specs: spec.input, useCases: useCases, routes: routes, outputs: outputs, into: &collector)
    let package = PackageSettingsRules.check(spec, into: &collector)
    let testing = choice(spec.testing, default: TestingLibrary.default, noun: "test library", into: &collector)
    let style = CodeStyleRules.check(
      indentation: spec.indentation, lineLength: spec.lineLength, tabWidth: spec.tabWidth, into: &collector)
    GeneratedMemberRules.check(
      GeneratedMemberRules.declarations(
        useCases: useCases, routes: routes, outputs: outputs, specs: spec, reserved: reserved),
      reserved: reserved, into: &collector)
    guard collector.isEmpty, let name, let architecture else { throw .invalidSpec(collector.sortedByLocation) }
    var module = Module(
      name: name, architecture: architecture, summary: SummaryText.oneLine(spec.summary), entities: entities,
      useCases: useCases, routes: routes, sharedEntities: shared, input: input, outputs: outputs, package: package,
      testing: testing, ui: ui)
    module.style = style
    module.targetEntities = elsewhere
    module.sharedSupport = spec.sharedSupportPackage.flatMap { Name($0.value) }.map { name in
      // Written by the tool into the record, so not the user's to be told of: a value it would
      // not write leaves the default.
      var ignored = DiagnosticCollector()
      let style = CodeStyleRules.check(
        indentation: spec.sharedSupportIndentation, lineLength: spec.sharedSupportLineLength, tabWidth: nil,
        into: &ignored)
      return SharedSupport(packageName: name, style: style)
    }
    return module
  }

  /// The entities other modules of an app target declare, as this module sees them. Their own
  /// modules report their problems, so those are not repeated here; one this module declares
  /// itself, or the spec's shared ones, are its own (a clash of two modules is refused by
  /// `AppSpecValidator`).
  private func targetEntities(
    _ spec: ModuleSpec, members: MemberValidator, moduleName: Name?, shared: SharedEntities?
  ) -> [Entity] {
    let own = Set(
      spec.entities.compactMap { Name($0.name.value)?.pascal } + (shared?.entities.map(\.name.pascal) ?? []))
    let others = spec.targetEntities.filter { Name($0.name.value).map { !own.contains($0.pascal) } ?? false }
    var ignored = DiagnosticCollector()
    return members.entities(others, moduleName: nil, shared: shared?.entities ?? [], into: &ignored)
  }

  /// The app spec's shared entities, checked as this module's would be (every module checks
  /// them; `AppSpecValidator` reports each problem once).
  private func sharedEntities(
    _ spec: ModuleSpec, members: MemberValidator, moduleName: Name?, into collector: inout DiagnosticCollector
  ) -> SharedEntities? {
    guard !spec.sharedEntities.isEmpty, let raw = spec.sharedEntitiesModule,
      let name = NameRules.check(raw, kind: .module, path: "package", into: &collector)
    else { return nil }
    if let moduleName, moduleName.pascal == name.pascal {
      collector.error(
        "module \(moduleName.pascal) has the name of the module of shared entities", at: spec.name?.location,
        hint: "rename the module, or the package")
    }
    let entities = members.entities(spec.sharedEntities, moduleName: moduleName, into: &collector)
    return SharedEntities(moduleName: name, entities: entities)
  }

  /// One of a fixed set of values (`testing:`, `ui:`), or its default when absent.
  private func choice<Value: RawRepresentable & CaseIterable>(
    _ raw: Located<String>?, default defaultValue: Value, noun: String, into collector: inout DiagnosticCollector
  ) -> Value where Value.RawValue == String {
    guard let raw else { return defaultValue }
    if let value = Value(rawValue: raw.value) { return value }
    let allowed = Value.allCases.map(\.rawValue)
    collector.error(
      "unknown \(noun) '\(raw.value)'\(Suggestion.didYouMean(raw.value, in: allowed))", at: raw.location,
      hint: "use one of \(allowed.joined(separator: ", "))")
    return defaultValue
  }

  private func resolveArchitecture(_ spec: ModuleSpec, into collector: inout DiagnosticCollector)
    -> Architecture?
  {
    let allowed = Architecture.allCases.map(\.rawValue)
    guard let raw = spec.architecture else {
      collector.error(
        "no architecture is given", at: spec.startLocation,
        hint:
          "add 'architecture: \(allowed[0])' (one of \(allowed.joined(separator: ", "))) to the spec, or give the spec to an architecture's command: 'scaffold \(allowed[0]) <Name> --spec <file>'"
      )
      return nil
    }
    guard let architecture = Architecture(rawValue: raw.value) else {
      collector.error(
        "unknown architecture '\(raw.value)'\(Suggestion.didYouMean(raw.value, in: allowed))", at: raw.location,
        hint: "use one of \(allowed.joined(separator: ", "))")
      return nil
    }
    return architecture
  }
}

extension ModuleSpec {
  /// The top of the spec file, for problems that have no better place (a missing key).
  fileprivate var startLocation: SourceLocation? {
    file.map { SourceLocation(file: $0, line: 1, column: 1) }
  }
}
