import ScaffoldBase
import ScaffoldSpec

/// The context of parent-as-output: a module whose routes open modules with output hears them in
/// its presenter, view model, model or interactor (the part its UIKit `build` hands them as
/// their listener), and loads again what it shows; its tests prove it does.
struct HeardOutputContextBuilder {
  let module: Module
  let literals: ValueLiterals

  private var heard: [LinkedModule] { LinkContextBuilder(module: module).heardLinks }

  func values() -> [String: ContextValue] {
    let links = LinkContextBuilder(module: module)
    return [
      "hearsOutput": .bool(!heard.isEmpty),
      "heardOutputs": .list(heard.map { entry(for: $0, imported: links.isImported($0)) }),
      "owner": [
        "type": .string(module.name.pascal + Self.ownerSuffix(module.architecture)),
        // The presenter and interactor are internal, the view model and model are the module's API.
        "access": .string([.mvvm, .mvc].contains(module.architecture) ? module.placement.access.keyword : ""),
        "listenerType": .string(listenerType),
      ],
      "reloadTakesRequest": .bool(module.architecture == .vip),
      "ownerTest": ownerTest,
    ]
  }

  /// A heard module: its name, whether this module imports it, and a sample of its first event.
  private func entry(for link: LinkedModule, imported: Bool) -> ContextValue {
    let event = link.outputs[0]
    let arguments = event.fields.map { field in
      let value = literals.sample(for: field.type, named: field.name.camel, seed: FieldContextBuilder.requestSeed)
      return "\(field.name.camel): \(value)"
    }
    let sample = ".\(event.name.camel)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
    return [
      "name": .string(link.name.pascal),
      "isImported": .bool(imported),
      "sampleEvent": .string("\(link.name.pascal)Output\(sample)"),
    ]
  }

  /// The type a UIKit `build` holds the listener as (weakly), for the closure that opens routes:
  /// its own, so hearing stays out of the protocols the view calls.
  private var listenerType: String {
    let name = module.name.pascal
    switch module.architecture {
    case .viper, .mvp: return "\(name)Presenter?"
    case .vip: return "\(name)Interactor?"
    case .mvvm: return "\(name)ViewModel?"
    case .mvc: return "\(name)Model?"
    }
  }

  /// What the tests of the presenter, view model, model or interactor name: the subject, its
  /// `make…()` in XCTest, the stub its calls reach and the gate that holds them, and the spy the
  /// routes reach.
  private var ownerTest: ContextValue {
    let stub = Self.testStub(module.architecture)
    let suffix = Self.ownerSuffix(module.architecture)
    return [
      "subject": .string(suffix.prefix(1).lowercased() + suffix.dropFirst()),
      "subjectType": .string(suffix),
      "stub": .string(stub),
      "holder": .string("\(stub).gate"),
      "loadCount": .int(module.useCases.filter(\.runsOnLoad).count),
      "routesHolder": .string(module.architecture == .mvvm ? "screen" : "router"),
      "routes": .string(module.architecture == .mvvm ? "screen.handledRoutes" : "router.routes"),
    ]
  }

  /// The stub the owner's tests answer its calls with: VIPER's presenter calls an interactor,
  /// VIP's interactor a worker, the others a service.
  static func testStub(_ architecture: Architecture) -> String {
    switch architecture {
    case .viper: return "interactor"
    case .vip: return "worker"
    case .mvp, .mvvm, .mvc: return "service"
    }
  }

  private static func ownerSuffix(_ architecture: Architecture) -> String {
    switch architecture {
    case .viper, .mvp: return "Presenter"
    case .vip: return "Interactor"
    case .mvvm: return "ViewModel"
    case .mvc: return "Model"
    }
  }
}
