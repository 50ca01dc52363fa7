import ScaffoldBase
import ScaffoldSpec

/// Builds the context templates see from a validated module. Every derived string (casings,
/// parameter lists, sample values, messages) is computed here, in typed and tested Swift, so the
/// templates stay logic-less. Keys are namespaced (`module.name`, `useCase.name`, `field.name`)
/// so an inner section never hides an outer name.
public struct ModuleContextBuilder: Sendable {
  /// Shown in generated headers and READMEs.
  public var toolVersion: String

  public init(toolVersion: String = ScaffoldVersion.current) {
    self.toolVersion = toolVersion
  }

  public func context(for module: Module) -> ContextValue {
    let known = module.entities + (module.sharedEntities?.entities ?? []) + module.targetEntities
    let literals = ValueLiterals(entities: Dictionary(known.map { ($0.name.pascal, $0) }) { a, _ in a })
    let fields = FieldContextBuilder(
      literals: literals, module: module.name.pascal, supportPrefix: PlacementContextBuilder.supportPrefix(of: module))
    let dataFlow = DataFlowContextBuilder(module: module, fields: fields, literals: literals)
    let routeTests = ModuleRouteTestContextBuilder(module: module, literals: literals)
    let allTypes =
      module.entities.flatMap(\.fields) + module.input + module.outputs.flatMap(\.fields)
      + module.routes.flatMap(\.payload)
      + module.useCases.flatMap { $0.request + $0.response + $0.viewModel.map(\.field) }
    let needsFoundation = Self.needsFoundation(allTypes.map(\.type), entities: known)
    // What the presenter, view model, model or interactor imports (the modules it hears), and a
    // VIP router (the scenes it hands data to), sorted as swift-format's OrderedImports wants.
    let links = LinkContextBuilder(module: module)
    let foundation = needsFoundation ? ["Foundation"] : []
    let ownerImports = foundation + links.heardLinks.filter(links.isImported).map(\.name.pascal)
    let routerImports = foundation + links.passDataImportNames()
    var root: [String: ContextValue] = [
      "tool": ["name": "scaffold", "version": .string(toolVersion)],
      "module": [
        "name": .string(module.name.pascal),
        "camel": .string(module.name.camel),
        "snake": .string(module.name.snake),
        "sentence": .string(module.name.sentence),
        "heading": .string(module.name.heading),
        "summary": .string(module.summary ?? ""),
        "hasSummary": .bool(!(module.summary ?? "").isEmpty),
        "architecture": .string(module.architecture.rawValue),
        "architectureName": .string(module.architecture.displayName),
        "lowercased": .string(module.name.pascal.lowercased()),
        "uppercased": .string(module.name.pascal.uppercased()),
        "template": .string(module.templateName),
      ],
      "project": [
        "name": .string(module.projectName ?? ""),
        "hasName": .bool(!(module.projectName ?? "").isEmpty),
        "author": .string(module.author ?? ""),
        "hasAuthor": .bool(!(module.author ?? "").isEmpty),
        "organisation": .string(module.organisation ?? ""),
        "hasOrganisation": .bool(!(module.organisation ?? "").isEmpty),
        "prefix": .string(module.prefix ?? ""),
      ],
      "created": Self.created(module),
      "targets": [
        "code": .string(module.targets?.code ?? module.name.pascal),
        "tests": .string(module.targets?.tests ?? "\(module.name.pascal)Tests"),
        "productModule": .string(module.targets?.productModule ?? module.name.pascal),
      ],
      "params": .object(module.parameters),
      // For the package's `.swift-format`; the Swift itself is laid out after rendering.
      "style": ["indentation": .int(module.style.indentation), "lineLength": .int(module.style.lineLength)],
      "package": [
        "toolsVersion": .string(module.package.toolsVersion),
        // Set from the template when rendering (ModuleGenerator): whether it writes resources.
        "hasResources": .bool(false),
        "supportsObservation": .bool(module.package.supportsObservation),
        "platforms": .string(
          module.package.platforms.map { ".\($0.platform.rawValue)(\"\($0.version)\")" }.joined(separator: ", ")),
      ],
      "ui": [
        "name": .string(module.ui.rawValue),
        "uikit": .bool(module.ui == .uikit),
        "swiftui": .bool(module.ui == .swiftui),
        "none": .bool(module.ui == .none),
      ],
      "testing": [
        "name": .string(module.testing.rawValue),
        "swiftTesting": .bool(module.testing == .swiftTesting),
        "xctest": .bool(module.testing == .xctest),
      ],
      "needsFoundation": .bool(needsFoundation),
      // What the presenter, view model, model or interactor imports (the modules it hears), and a
      // VIP router (the scenes it hands data to), sorted as swift-format's OrderedImports wants.
      "ownerImports": Self.sortedImports(ownerImports),
      "hasOwnerImports": .bool(!ownerImports.isEmpty),
      "routerImports": Self.sortedImports(routerImports),
      "hasRouterImports": .bool(!routerImports.isEmpty),
      "ownerTestImports": .list(
        Self.ownerTestImports(module, needsFoundation: needsFoundation, entities: known).map { ["name": .string($0)] }),
      "hasEntities": .bool(!module.entities.isEmpty),
      // A view model shows a `Bool` (`<Module>Strings.yesOrNo`): the only reason for those texts.
      "showsBooleans": .bool(
        module.useCases.contains { $0.viewModel.contains { $0.field.type == .named("Bool") } }),
      "hasRoutes": .bool(!module.routes.isEmpty),
      // Some route has a button of its own on the screen (`route.hasControl`).
      "hasRouteButtons": .bool(module.routes.contains(where: ScreenRouteControls(module: module).hasButton)),
      "hasAppRoutes": .bool(module.hasAppRoutes),
      "hasModuleRoutes": .bool(!module.links.isEmpty),
      "dependencies": LinkContextBuilder(module: module).dependencies(),
      "linkedImports": .list(
        module.links.filter(LinkContextBuilder(module: module).isImported).map { ["name": .string($0.name.pascal)] }),
      "passDataImports": LinkContextBuilder(module: module).passDataImports(),
      "hasModuleRouteTests": .bool(!routeTests.testedRoutes.isEmpty),
      "moduleRouteTests": routeTests.tests(),
      "hasScreenTest": .bool(routeTests.hasScreenTest),
      "screenTest": routeTests.screenTest(),
      "dependenciesStub": routeTests.dependenciesStub(),
      "hasDependenciesStub": .bool(routeTests.buildsScreen || !routeTests.testedRoutes.isEmpty),
      // The stub answers some module's app routes with no screen (it, or a module it builds, has them).
      "dependenciesStubIgnoresRoutes": .bool(module.hasAppRoutes || module.links.contains(where: \.hasAppRoutes)),
      "hasPassDataRoutes": .bool(LinkContextBuilder(module: module).hasPassDataRoutes),
      // The closure a UIKit screen asks for its routes' screens: the app's, from the module's
      // dependencies, or the Builder's own when some routes open other generated modules.
      "uikitDestination": .string(Self.uikitDestination(module)),
      "runsUseCasesOnLoad": .bool(module.useCases.contains(where: \.runsOnLoad)),
      // Some button of the screen is disabled at times: a command's while it runs, or a call's
      // until its fields are given.
      "updatesButtons": .bool(
        module.useCases.contains { useCase in
          useCase.kind == .command || useCase.intentFields.contains { FieldControl.holdsCallBack($0.type) }
        }),
      // A number, not `1 + 1 + …` in the template: a long sum of literals is more than the type
      // checker will take in a test expectation.
      "useCaseCount": .int(module.useCases.count),
      "hasUseCases": .bool(!module.useCases.isEmpty),
      "entities": .list(
        module.entities.enumerated().map { index, entity in
          ["entity": entityContext(entity, fields: fields), "isLast": .bool(index == module.entities.count - 1)]
        }),
      "useCases": .list(
        module.useCases.enumerated().map { index, useCase in
          [
            "useCase": useCaseContext(useCase, fields: fields, dataFlow: dataFlow),
            "isLast": .bool(index == module.useCases.count - 1),
          ]
        }),
      "routes": .list(
        module.routes.enumerated().map { index, route in
          [
            "route": routeContext(route, module: module, dataFlow: dataFlow),
            "isLast": .bool(index == module.routes.count - 1),
          ]
        }),
    ]
    // A module made from an OpenAPI document: the service on its generated client.
    // Set only then, so every other module's context (and so its render fingerprint) is unchanged.
    if let client = module.openAPIClient {
      root["hasOpenAPI"] = true
      root["openapi"] = client.context
    }
    return .object(
      root.merging(dataFlow.moduleValues()) { own, _ in own }.merging(FormattingContextBuilder.values(for: module)) {
        own, _ in own
      }.merging(PlacementContextBuilder.values(for: module)) { own, _ in own }
        .merging(HeardOutputContextBuilder(module: module, literals: literals).values()) { own, _ in own })
  }

  /// When and by whom the module was first generated: the record's day, so a re-render prints
  /// the same date; `by` is the author, else who ran the first generation (Generamba's
  /// `developer.name`).
  static func created(_ module: Module) -> ContextValue {
    let by = module.author ?? module.origin.developer ?? ""
    let day = module.origin.day
    return [
      "date": .string(day.dayMonthYear), "year": .string(String(day.year)), "iso": .string(day.iso),
      "by": .string(by), "hasBy": .bool(!by.isEmpty),
    ]
  }

  /// Whether code that writes values of these types (a test fixture, a sample) needs
  /// `import Foundation`: a field of type `Receipt` writes `Receipt(paidAt: Date(…))`, so the
  /// entities a type reaches count, shared ones included, and theirs in turn. The shared entities'
  /// module imports Foundation for itself only, so a module's files cannot rely on it.
  static func needsFoundation(_ types: [TypeExpression], entities: [Entity]) -> Bool {
    let byName = Dictionary(entities.map { ($0.name.pascal, $0) }) { first, _ in first }
    var pending = types
    var seen: Set<String> = []
    while let type = pending.popLast() {
      if type.needsFoundation { return true }
      for name in type.namedTypes where seen.insert(name).inserted {
        pending += byName[name]?.fields.map(\.type) ?? []
      }
    }
    return false
  }

  /// The imports of the tests of the presenter, view model, model or interactor, in the order
  /// swift-format's OrderedImports wants: Foundation when the samples need it, the modules whose
  /// output it hears (their events are in its tests) and the test library.
  private static func ownerTestImports(_ module: Module, needsFoundation: Bool, entities: [Entity]) -> [String] {
    let links = LinkContextBuilder(module: module)
    let heard = links.heardLinks.filter(links.isImported).map(\.name.pascal)
    // The heard events' samples are written there too (`UUID(…)` in `.orderPlaced(orderID:)`).
    let eventTypes = links.heardLinks.flatMap { $0.outputs[0].fields.map(\.type) }
    let foundation = needsFoundation || Self.needsFoundation(eventTypes, entities: entities)
    let library = module.testing == .xctest ? "XCTest" : "Testing"
    return ((foundation ? ["Foundation"] : []) + heard + [library]).sorted()
  }

  private static func sortedImports(_ names: [String]) -> ContextValue {
    .list(names.sorted().map { ["name": .string($0)] })
  }

  /// What a UIKit `build` gives the screen for its routes.
  private static func uikitDestination(_ module: Module) -> String {
    guard module.links.isEmpty else { return "routeDestination" }
    return module.architecture == .vip
      ? "{ dependencies.\(module.name.camel)Destination(for: $0, dataStore: $1) }"
      : "{ dependencies.\(module.name.camel)Destination(for: $0) }"
  }

  private func entityContext(_ entity: Entity, fields: FieldContextBuilder) -> ContextValue {
    [
      "name": .string(entity.name.pascal),
      "camel": .string(entity.name.camel),
      "fields": fields.list(entity.fields),
      // `id` makes the entity Identifiable for free, which SwiftUI lists want.
      "isIdentifiable": .bool(entity.fields.contains { $0.name.camel == "id" }),
    ]
  }

  private func useCaseContext(_ useCase: UseCase, fields: FieldContextBuilder, dataFlow: DataFlowContextBuilder)
    -> ContextValue
  {
    let summary = useCase.summary ?? ""
    let own: [String: ContextValue] = [
      "name": .string(useCase.name.camel),
      "pascal": .string(useCase.name.pascal),
      "snake": .string(useCase.name.snake),
      "sentence": .string(useCase.name.sentence),
      "heading": .string(useCase.name.heading),
      "summary": .string(summary),
      "hasSummary": .bool(!summary.isEmpty),
      "failureMessage": .string("Could not \(useCase.name.sentence)."),
      "request": fields.list(useCase.request, seed: FieldContextBuilder.requestSeed),
      "response": fields.list(useCase.response, seed: fields.responseSampleSeed),
      "viewModel": ScreenRouteControls(module: dataFlow.module).viewModel(of: useCase, fields: fields),
      "rows": ScreenRouteControls(module: dataFlow.module).rowsValues(of: useCase),
      "routeButtons": ScreenRouteControls(module: dataFlow.module).buttonsValues(waitingOn: useCase),
      "collectionField": .string(useCase.collectionField?.name.camel ?? ""),
      "viewModelMirrorsResponse": .bool(useCase.viewModelMirrorsResponse),
      "runsOnLoad": .bool(useCase.runsOnLoad),
      "form": FormContextBuilder(module: fields.module, supportPrefix: fields.supportPrefix).form(for: useCase),
      "displayFields": FormContextBuilder(module: fields.module, supportPrefix: fields.supportPrefix).display(
        for: useCase),
      "hasEmptyViewModelFields": .bool(useCase.viewModel.contains { !$0.isMapped }),
    ]
    let collection = CollectionContextBuilder(literals: fields.literals).values(for: useCase)
    var values = own.merging(dataFlow.useCaseValues(useCase)) { own, _ in own }.merging(collection) { own, _ in own }
      .merging(RouteSourceContextBuilder(module: dataFlow.module, literals: dataFlow.literals).values(for: useCase)) {
        own, _ in own
      }
    // The same context with another response's samples, under `anotherResponse.useCase`, so a
    // template's second mapping test reads it with the same names as the first; false otherwise.
    values["anotherResponse"] = false
    if useCase.needsAnotherResponse, fields.responseSampleSeed == FieldContextBuilder.responseSeed {
      var anotherFields = fields
      anotherFields.responseSampleSeed = FieldContextBuilder.anotherResponseSeed
      let anotherDataFlow = DataFlowContextBuilder(
        module: dataFlow.module, fields: anotherFields, literals: dataFlow.literals)
      values["anotherResponse"] = ["useCase": useCaseContext(useCase, fields: anotherFields, dataFlow: anotherDataFlow)]
    }
    return .object(values)
  }

  private func routeContext(_ route: Route, module: Module, dataFlow: DataFlowContextBuilder) -> ContextValue {
    let summary = route.summary ?? ""
    let own: [String: ContextValue] = [
      "isModuleRoute": .bool(route.destinationModule != nil),
      "destinationModule": .string(route.destinationModule?.pascal ?? ""),
      "buildCall": .string(route.destinationModule.map { LinkContextBuilder(module: module).buildCall(for: $0) } ?? ""),
      "destinationIsVIP": .bool(route.destinationModule.map { LinkContextBuilder(module: module).isVIP($0) } ?? false),
      "sceneBuildCall": .string(
        route.destinationModule.map { LinkContextBuilder(module: module).buildCall(for: $0, function: "buildScene") }
          ?? ""),
      "name": .string(route.name.camel),
      "pascal": .string(route.name.pascal),
      "sentence": .string(route.name.sentence),
      "heading": .string(route.name.heading),
      "hasControl": .bool(ScreenRouteControls(module: module).hasButton(route)),
      // Its button opens what a use case's answer holds: off until that answer is there.
      "waitsForAnswer": .bool(ScreenRouteControls(module: module).hasButton(route) && route.source != nil),
      "summary": .string(summary),
      "hasSummary": .bool(!summary.isEmpty),
    ]
    return .object(
      own.merging(dataFlow.routeValues(route)) { own, _ in own }.merging(
        RouteSourceContextBuilder(module: module, literals: dataFlow.literals).values(for: route)
      ) { own, _ in own })
  }
}
