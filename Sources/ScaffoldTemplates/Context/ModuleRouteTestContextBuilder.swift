import ScaffoldBase
import ScaffoldSpec

/// The context of the tests that call the UIKit `build`, as the app does: those that open each
/// route to another generated module (the route's payload becomes the destination's input, the
/// destination's output is wired to whoever listens, weakly), and the screen test (the screen,
/// loaded and let go, is freed with what it owns).
///
/// Only for destinations built into the same Swift module (one Xcode app target): there the
/// tests share one test target, so the destination's own stubs stand in for its service. A
/// destination in another package target cannot be built from the source's tests, whose
/// target cannot see the destination's test doubles.
struct ModuleRouteTestContextBuilder {
  let module: Module
  let literals: ValueLiterals

  /// The routes tested: those whose destination is built into this module's own Swift module.
  var testedRoutes: [(route: Route, link: LinkedModule)] {
    guard module.ui == .uikit else { return [] }
    let links = LinkContextBuilder(module: module)
    return module.routes.compactMap { route in
      guard let destination = route.destinationModule,
        let link = module.links.first(where: { $0.name.pascal == destination.pascal }), !links.isImported(link)
      else { return nil }
      return (route, link)
    }
  }

  /// `moduleRouteTests`: per tested route, a test of its input when the destination has one and
  /// a test of its output when it has some, in route order.
  func tests() -> ContextValue {
    let tests = testedRoutes.flatMap { route, link -> [[String: ContextValue]] in
      let shared: [String: ContextValue] = [
        "name": .string(route.name.pascal),
        "camel": .string(route.name.camel),
        "sentence": .string(route.name.sentence),
        "destination": .string(link.name.pascal),
        "route": .string(caseValue(route)),
        // Each test has every key, so the template checker knows them all from any element.
        "destinationInput": "", "expectedInput": "", "destinationOutput": "", "listener": "",
      ]
      var tests: [[String: ContextValue]] = []
      if !link.input.isEmpty {
        tests.append(
          shared.merging([
            "checksInput": .bool(true), "checksOutput": .bool(false),
            "build": .string(buildCall()),
            "destinationInput": .string(Self.role(of: link, member: "input")),
            "expectedInput": .string(inputSample(of: link.name, fields: link.input)),
          ]) { _, new in new })
      }
      if LinkContextBuilder(module: module).heardLinks.contains(where: { $0.name.pascal == link.name.pascal }) {
        tests.append(
          shared.merging([
            "checksInput": .bool(false), "checksOutput": .bool(true),
            "build": .string(buildCall()),
            "destinationOutput": .string(Self.role(of: link, member: "output")),
            "listener": .string(Self.roleMember(module.architecture)),
          ]) { _, new in new })
      }
      return tests
    }
    return .list(
      tests.enumerated().map { index, test in ["routeTest": .object(test), "isFirst": .bool(index == 0)] })
  }

  /// `<Module>Builder.build(…)` as the app calls it, with the tests' dependencies.
  private func buildCall() -> String {
    var arguments: [String] = []
    if !module.input.isEmpty { arguments.append("input: \(inputSample(of: module.name, fields: module.input))") }
    arguments.append("dependencies: \(module.name.pascal)DependenciesStub()")
    return "\(module.name.pascal)Builder.build(\(arguments.joined(separator: ", ")))"
  }

  /// `dependenciesStub`: the members of `<Module>DependenciesStub`, which the tests that call
  /// `build` give it: the stub of this module's and of every linked module's service (they are
  /// built in the tests' own Swift module, or there is no such test), and no screen for the routes
  /// the app opens. Empty when no test calls `build`.
  func dependenciesStub() -> ContextValue {
    guard buildsScreen || !testedRoutes.isEmpty else { return .list([]) }
    var members: [String] = []
    let modules =
      [(module.name, module.architecture, module.hasAppRoutes)]
      + module.links.map { ($0.name, $0.architecture, $0.hasAppRoutes) }
    for (name, architecture, hasAppRoutes) in modules {
      let stub = "\(name.pascal)\(architecture == .vip ? "Worker" : "Service")Stub()"
      members.append(
        "let \(LinkContextBuilder.dependencyMember(name, architecture)): \(LinkContextBuilder.dependencyType(name, architecture)) = \(stub)"
      )
      if hasAppRoutes {
        members.append(
          architecture == .vip
            ? "func \(name.camel)Destination(for route: \(name.pascal)Route, dataStore: (any \(name.pascal)DataStore)?) -> UIViewController? { nil }"
            : "func \(name.camel)Destination(for route: \(name.pascal)Route) -> UIViewController? { nil }")
      }
    }
    return .list(members.map { ["member": .string($0)] })
  }

  /// Whether `<Module>ScreenTests` is written: a UIKit screen whose Builder the tests can call,
  /// or MVC's, whose controller renders and routes itself and is tested without its Builder.
  var hasScreenTest: Bool {
    module.ui == .uikit && (buildsScreen || module.architecture == .mvc)
  }

  /// Whether the screen tests build the screen as the app does: its Builder takes the stubs of
  /// every module it links, so those must be built in its Swift module.
  var buildsScreen: Bool {
    let links = LinkContextBuilder(module: module)
    return module.ui == .uikit && module.links.allSatisfy { !links.isImported($0) }
  }

  /// `screenTest`: the screen built as the app builds it, and the member of its view controller
  /// that holds the module's logic, which must go when the screen goes.
  func screenTest() -> ContextValue {
    // The section view's rows are tested with the module whose package has its own copy of it.
    let testsSectionRows =
      ScreenRouteControls(module: module).isEnabled && module.placement == .package && module.sharedSupport == nil
    return [
      "build": .string(buildCall()), "role": .string(Self.roleMember(module.architecture)),
      "buildsScreen": .bool(buildsScreen),
      // MVC's controller renders its model itself: what it shows and where its routes go are
      // tested on the screen.
      "rendersModel": .bool(module.architecture == .mvc),
      "testsSectionRows": .bool(testsSectionRows),
      "importsUIKit": .bool(module.architecture == .mvc || testsSectionRows),
    ]
  }

  /// The view controller's member that holds the module's logic.
  private static func roleMember(_ architecture: Architecture) -> String {
    switch architecture {
    case .viper, .mvp: return "presenter"
    case .vip: return "interactor"
    case .mvvm: return "viewModel"
    case .mvc: return "model"
    }
  }

  /// `member` (`input` or `output`) of the part of `link`'s module that holds it, from `opened`,
  /// its view controller.
  private static func role(of link: LinkedModule, member: String) -> String {
    let name = link.name.pascal
    let role = roleMember(link.architecture)
    switch link.architecture {
    case .viper, .mvp: return "(opened?.\(role) as? \(name)Presenter)?.\(member)"
    case .vip: return "(opened?.\(role) as? \(name)Interactor)?.\(member)"
    case .mvvm, .mvc: return "opened?.\(role).\(member)"
    }
  }

  /// The route's enum case with the samples the destination's input is expected to hold.
  private func caseValue(_ route: Route) -> String {
    DataFlowContextBuilder.caseValue(
      route.name, arguments: route.payload.map { ($0.name.camel, sample($0)) })
  }

  /// `<Name>Input(…)` of samples, one per field: each field's own (its name is in a text sample),
  /// so a payload field that reaches the wrong input field fails the comparison.
  private func inputSample(of name: Name, fields: [Field]) -> String {
    "\(name.pascal)Input(\(fields.map { "\($0.name.camel): \(sample($0))" }.joined(separator: ", ")))"
  }

  private func sample(_ field: Field) -> String {
    literals.sample(for: field.type, named: field.name.camel, seed: FieldContextBuilder.requestSeed)
  }
}
