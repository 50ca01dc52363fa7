import ScaffoldBase

/// Checks an app spec: every module by the module rules, then the rules between modules (no two
/// with one name, routes only to known modules, no cycles). Collects every problem of every module.
package struct AppSpecValidator {
  let validateModule: (ModuleSpec) throws(ScaffoldError) -> Module
  /// A package or an app target: what the modules see of each other's entities.
  package var scope = ModuleScope.package

  package init(
    scope: ModuleScope = .package, validateModule: @escaping (ModuleSpec) throws(ScaffoldError) -> Module
  ) {
    self.scope = scope
    self.validateModule = validateModule
  }

  /// - Parameter knownModules: modules outside the spec a route may name (the targets of the
  ///   package being added to), or `nil` when any name is allowed because the package decides.
  package func validate(_ app: AppSpec, knownModules: Set<String>?) throws(ScaffoldError) -> [Module] {
    var collector = DiagnosticCollector()
    collector.append(contentsOf: app.readingProblems)
    var modules: [Module] = []
    // The first module of each name, where cross-module problems are reported.
    var locations: [String: SourceLocation?] = [:]
    var ownLocations: [SourceLocation?] = []
    var validatedSpecs: [ModuleSpec] = []
    scope.clashes(app.modules, into: &collector)
    for spec in scope.sharing(app.modules) {
      do {
        let module = try validateModule(spec)
        modules.append(module)
        validatedSpecs.append(spec)
        ownLocations.append(spec.name?.location)
        if locations[module.name.pascal] == nil { locations[module.name.pascal] = spec.name?.location }
      } catch {
        if case .invalidSpec(let diagnostics) = error { collector.append(contentsOf: diagnostics) } else { throw error }
      }
    }
    if let packageName = app.packageName {
      _ = NameRules.check(packageName, kind: .module, path: "package", into: &collector)
    }
    var seen: [String: String] = [:]
    for (index, module) in modules.enumerated() {
      let key = module.name.pascal.lowercased()
      if let first = seen[key] {
        collector.error(
          "two modules are named '\(module.name.pascal)'\(first == module.name.pascal ? "" : " and '\(first)' (differing only in case)")",
          at: ownLocations[index], hint: "give each module its own name")
      }
      seen[key] = module.name.pascal
    }
    let names = Set(modules.map(\.name.pascal))
    // A shared entity named like a module would make `Product.Product` ambiguous to every client.
    for entity in app.modules.first?.sharedEntities ?? [] {
      guard let name = Name(entity.name.value), names.contains(name.pascal) else { continue }
      collector.error(
        "shared entity '\(name.pascal)' has the name of a module of the spec", at: entity.name.location,
        hint: "rename the entity, such as '\(name.pascal)Summary'")
    }
    // Every module the spec names, valid or not: a route to one with errors of its own is no
    // route to an undefined module.
    let specNames = Set(app.modules.compactMap { $0.name.flatMap { Name($0.value)?.pascal } })
    let byName = Dictionary(modules.map { ($0.name.pascal, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, module) in modules.enumerated() {
      let spec = validatedSpecs[index]
      for route in module.routes {
        guard let destination = route.destinationModule?.pascal else { continue }
        // Where the route's `to:` is written, to point at it.
        let location =
          spec.routes.first { Name($0.name.value)?.camel == route.name.camel }?.destination?.location
          ?? ownLocations[index]
        if let target = byName[destination] {
          if module.ui == .uikit && target.ui != .uikit {
            collector.error(
              "module \(module.name.pascal) has a UIKit screen and routes to \(destination), which has none (ui: \(target.ui.rawValue))",
              at: location, hint: "give \(destination) 'ui: uikit', or route to it through the app (no 'to:')")
          }
          for problem in RouteInputRules.mismatches(route: route, source: module.name, destination: target) {
            collector.error(problem.message, at: location, hint: problem.hint)
          }
        } else if let knownModules, !knownModules.contains(destination), !specNames.contains(destination) {
          collector.error(
            "module \(module.name.pascal) routes to \(destination), which the spec does not define",
            at: location, hint: "add a module named \(destination) to 'modules:', or fix the route's 'to:'")
        }
      }
    }
    // One package has one manifest, so one set of platforms and one tools version.
    if let first = modules.first {
      for (index, module) in modules.enumerated() where module.package != first.package {
        collector.error(
          "module \(module.name.pascal) sets other platforms or swiftToolsVersion than \(first.name.pascal), but they share one Package.swift",
          at: ownLocations[index], hint: "set 'platforms:' and 'swiftToolsVersion:' once, at the top of the spec")
      }
    }
    for cycle in ModuleGraph(modules).cycles() {
      collector.error(
        "modules route to each other in a cycle: \(cycle.joined(separator: " → "))",
        at: locations[cycle[0]] ?? nil,
        hint:
          "a module cannot depend on itself through its routes; let one of them hand the route to the app instead of 'to:'"
      )
    }
    // Every module checks the shared entities, so a problem of theirs is reported once.
    var reported: Set<String> = []
    let diagnostics = collector.sortedByLocation.filter { reported.insert($0.description).inserted }
    guard diagnostics.isEmpty else { throw .invalidSpec(diagnostics) }
    return modules
  }
}
