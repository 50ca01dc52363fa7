import ScaffoldBase
import ScaffoldSpec

/// The context of routes that open other generated modules: the parameters a UIKit Builder
/// takes for them and the call that builds each destination.
struct LinkContextBuilder {
  let module: Module

  /// `dependencies`: the module's `<Module>Dependencies` protocol, which its UIKit `build` takes
  /// as its one dependency: its own service (a VIP scene's worker) and the app's screen for each
  /// route that leaves the modules, refining the protocols of the modules its routes open, so
  /// that `build` passes itself on and its parameters do not grow with the depth of its routes.
  func dependencies() -> ContextValue {
    let name = module.name.pascal
    let refined = directLinks.map { "\($0.name.pascal)Dependencies" }
    let destination =
      module.architecture == .vip
      ? "\(module.name.camel)Destination(for route: \(name)Route, dataStore: (any \(name)DataStore)?)"
      : "\(module.name.camel)Destination(for route: \(name)Route)"
    return [
      "refinesOthers": .bool(!refined.isEmpty),
      "refined": .string(refined.joined(separator: ", ")),
      "service": .string(Self.dependencyMember(module.name, module.architecture)),
      "serviceType": .string(Self.dependencyType(module.name, module.architecture)),
      // What the README's composition root gives it: the app's own type.
      "sampleImplementation": .string("My\(name)" + (module.architecture == .vip ? "Worker" : "Service")),
      "destination": .string(destination),
      // What the Builder hands the screen for the routes the app opens.
      "destinationCall": .string(
        module.architecture == .vip
          ? "dependencies.\(module.name.camel)Destination(for: route, dataStore: dataStore)"
          : "dependencies.\(module.name.camel)Destination(for: route)"),
    ]
  }

  /// The modules this module's routes open directly, each once, in route order.
  var directLinks: [LinkedModule] {
    module.moduleDependencies.compactMap { name in module.links.first { $0.name.pascal == name } }
  }

  /// The modules whose output this module hears (parent-as-output): those its routes open that
  /// have output, when it has something to load again on hearing it (use cases that run on
  /// load). Only a UIKit `build` opens other modules; elsewhere the app does.
  var heardLinks: [LinkedModule] {
    guard module.ui == .uikit, module.useCases.contains(where: \.runsOnLoad) else { return [] }
    return directLinks.filter(\.hasOutput)
  }

  /// The expression that builds `destination`'s screen, from inside this module's Builder: its
  /// input from the route's payload (bound to locals by the case pattern), this module's
  /// presenter, view model, model or interactor as the listener of its output when it hears it,
  /// and this module's dependencies, which refine the destination's.
  /// `function` is `build`, or `buildScene` for a VIP destination whose data store the route
  /// hands data to.
  func buildCall(for destination: Name, function: String = "build") -> String {
    guard let link = module.links.first(where: { $0.name.pascal == destination.pascal }) else { return "nil" }
    var arguments: [String] = []
    if !link.input.isEmpty {
      let values = link.input.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")
      arguments.append("input: \(link.name.pascal)Input(\(values))")
    }
    if heardLinks.contains(where: { $0.name.pascal == link.name.pascal }) { arguments.append("output: listener") }
    arguments.append("dependencies: dependencies")
    return "\(link.name.pascal)Builder.\(function)(\(arguments.joined(separator: ", ")))"
  }

  /// Whether the module imports `link`: not when both are built in one app target, whose files
  /// are one Swift module (importing it would name the app's own module).
  func isImported(_ link: LinkedModule) -> Bool {
    // The product module decides, not the access: a module recorded before the access was (public)
    // is still in the same Swift module as one generated since (internal, in an app).
    guard case .appTarget(let own, _, _) = module.placement, case .appTarget(let linked, _, _) = link.placement else {
      return true
    }
    return own != linked
  }

  /// Whether `destination` is a linked VIP scene, whose data store a route can hand data to.
  func isVIP(_ destination: Name) -> Bool {
    module.links.first(where: { $0.name.pascal == destination.pascal })?.architecture == .vip
  }

  /// Some route opens a VIP scene, whose data store the router hands data to.
  var hasPassDataRoutes: Bool {
    module.routes.contains { route in route.destinationModule.map(isVIP) ?? false }
  }

  /// `passDataImports`: the VIP scenes the routes open directly, each once, in route order: the
  /// router names their data stores.
  func passDataImports() -> ContextValue {
    .list(passDataImportNames().map { ["name": .string($0)] })
  }

  func passDataImportNames() -> [String] {
    var seen: Set<String> = []
    return module.routes.compactMap { route -> String? in
      guard let destination = route.destinationModule, isVIP(destination),
        let link = module.links.first(where: { $0.name.pascal == destination.pascal }), isImported(link),
        seen.insert(destination.pascal).inserted
      else { return nil }
      return destination.pascal
    }
  }

  /// The member of a `<Module>Dependencies` that gives the module its service (a VIP scene's
  /// worker): `catalogService`, `cartWorker`.
  static func dependencyMember(_ name: Name, _ architecture: Architecture) -> String {
    name.camel + (architecture == .vip ? "Worker" : "Service")
  }

  static func dependencyType(_ name: Name, _ architecture: Architecture) -> String {
    "any \(name.pascal)" + (architecture == .vip ? "Working" : "Service")
  }
}
