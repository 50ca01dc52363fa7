import ScaffoldBase
import ScaffoldSpec

/// The context of routes that open other generated modules: the parameters a UIKit Builder
/// takes for them and the call that builds each destination.
struct LinkContextBuilder {
  let module: Module

  /// `linkedParameters`: for each linked module, its dependency and, when it has routes of its
  /// own that leave the modules, its destination.
  func parameters() -> ContextValue {
    .list(
      module.links.flatMap { link -> [ContextValue] in
        var parameters: [ContextValue] = [
          parameter(
            name: Self.dependencyParameter(link), type: Self.dependencyType(link),
            documentation:
              "What \(link.name.pascal) needs (its \(Self.dependencyLabel(link.architecture))), for the screen a route opens."
          )
        ]
        if link.hasOutput {
          parameters.append(
            parameter(
              name: Self.outputParameter(link), type: "(any \(link.name.pascal)OutputHandling)? = nil",
              documentation:
                "Hears \(link.name.pascal)'s output when a route opens it (held weakly); `nil` when nobody listens."))
        }
        if link.hasAppRoutes {
          parameters.append(
            parameter(
              name: "\(link.name.camel)Destination", type: "@escaping \(Self.destinationType(link))",
              documentation: "The screen to show for each route of \(link.name.pascal) that leaves the modules."))
        }
        return parameters
      })
  }

  /// The expression that builds `destination`'s screen, from inside this module's Builder, one
  /// argument a line.
  /// `function` is `build`, or `buildScene` for a VIP destination whose data store the route
  /// hands data to.
  func buildCall(for destination: Name, function: String = "build") -> String {
    guard let link = module.links.first(where: { $0.name.pascal == destination.pascal }) else { return "nil" }
    // In the order the destination's `build` declares them: its input (from the route's
    // payload, bound to locals by the case pattern), its dependency, what its own routes need,
    // and its `destination` last (so a trailing closure is the app's).
    var arguments = ["\(Self.dependencyLabel(link.architecture)): \(Self.dependencyParameter(link))"]
    if link.hasOutput {
      // Where the destination's `build` takes it: right after its input (VIP, MVVM) or after
      // its service (VIPER, MVP, MVC).
      let output = "output: \(Self.outputParameter(link))"
      if [.vip, .mvvm].contains(link.architecture) {
        arguments.insert(output, at: 0)
      } else {
        arguments.append(output)
      }
    }
    if !link.input.isEmpty {
      let values = link.input.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")
      arguments.insert("input: \(link.name.pascal)Input(\(values))", at: 0)
    }
    for inner in reachable(from: link) {
      arguments.append("\(Self.dependencyParameter(inner)): \(Self.dependencyParameter(inner))")
      if inner.hasOutput { arguments.append("\(Self.outputParameter(inner)): \(Self.outputParameter(inner))") }
      if inner.hasAppRoutes { arguments.append("\(inner.name.camel)Destination: \(inner.name.camel)Destination") }
    }
    if link.hasAppRoutes { arguments.append("destination: \(link.name.camel)Destination") }
    // One argument a line: the template puts the call after `return` at the case's indentation.
    let indent = "\n            "
    return "\(link.name.pascal)Builder.\(function)(\(indent)\(arguments.joined(separator: ",\(indent)")))"
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
    var seen: Set<String> = []
    return .list(
      module.routes.compactMap { route -> ContextValue? in
        guard let destination = route.destinationModule, isVIP(destination),
          let link = module.links.first(where: { $0.name.pascal == destination.pascal }), isImported(link),
          seen.insert(destination.pascal).inserted
        else { return nil }
        return ["name": .string(destination.pascal)]
      })
  }

  /// The modules `link`'s own Builder takes, in its order (its links, as `ModuleLinker` walks).
  private func reachable(from link: LinkedModule) -> [LinkedModule] {
    var seen: Set<String> = [link.name.pascal]
    var order: [LinkedModule] = []
    func visit(_ name: String) {
      guard seen.insert(name).inserted, let next = module.links.first(where: { $0.name.pascal == name }) else {
        return
      }
      order.append(next)
      next.destinations.forEach(visit)
    }
    link.destinations.forEach(visit)
    return order
  }

  private func parameter(name: String, type: String, documentation: String) -> ContextValue {
    [
      "parameter": [
        "name": .string(name), "declaration": .string("\(name): \(type)"), "documentation": .string(documentation),
      ]
    ]
  }

  /// The capture list of the closure that builds linked modules: their listeners are held
  /// weakly there too, so a screen never keeps its app's coordinator alive.
  func outputCaptures() -> String {
    let captured = module.links.filter(\.hasOutput).map { "weak \(Self.outputParameter($0))" }
    return captured.isEmpty ? "" : "[\(captured.joined(separator: ", "))] "
  }

  static func outputParameter(_ link: LinkedModule) -> String {
    link.name.camel + "Output"
  }

  static func dependencyLabel(_ architecture: Architecture) -> String {
    architecture == .vip ? "worker" : "service"
  }

  static func dependencyParameter(_ link: LinkedModule) -> String {
    link.name.camel + (link.architecture == .vip ? "Worker" : "Service")
  }

  static func dependencyType(_ link: LinkedModule) -> String {
    "any \(link.name.pascal)" + (link.architecture == .vip ? "Working" : "Service")
  }

  static func destinationType(_ link: LinkedModule) -> String {
    let name = link.name.pascal
    return link.architecture == .vip
      ? "@MainActor (\(name)Route, (any \(name)DataStore)?) -> UIViewController?"
      : "@MainActor (\(name)Route) -> UIViewController?"
  }
}
