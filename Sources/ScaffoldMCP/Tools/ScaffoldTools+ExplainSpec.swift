import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

extension ScaffoldTools {
  /// A spec checked as `generate` checks it, with nothing planned or written: every error at its
  /// line and column (the tool fails, so an agent sees the errors as errors), or the modules it
  /// describes. The JSON Schema on request, for an agent that writes specs from it.
  func explainSpec(_ arguments: ToolArguments) throws(ToolError) -> ToolOutput {
    let text = arguments.string("spec")
    let path = try arguments.string("spec_path").map { path throws(ToolError) in
      try root.resolve(path, argument: "spec_path")
    }
    guard (text == nil) != (path == nil) else {
      throw ToolError("give spec_path (a spec file in the project) or spec (the spec's YAML text), not both")
    }
    let setup = try setup()
    let input = try run { () throws(ScaffoldError) in
      try GenerationInput.load(
        specPath: path ?? "spec", specText: text, commandLine: CommandLineInput(), generator: setup.generator,
        addingToPackage: true, configuration: setup.configuration)
    }
    var value: [String: ContextValue] = ["valid": true, "modules": .list(input.modules.map(Self.outline))]
    if let package = input.packageName { value["package"] = .string(package) }
    if arguments.bool("schema") { value["schema"] = SpecSchema.value }
    let summary = input.modules.map { module in
      "\(module.name.pascal) (\(module.architecture.rawValue)): "
        + "\(module.useCases.count) use case\(module.useCases.count == 1 ? "" : "s"), "
        + "\(module.routes.count) route\(module.routes.count == 1 ? "" : "s")\n"
    }.joined()
    return ToolOutput(summary: "the spec is valid\n" + summary, value: .object(value))
  }

  /// A module as the spec describes it, after defaults: what an agent checks its spec says.
  private static func outline(_ module: Module) -> ContextValue {
    [
      "name": .string(module.name.pascal), "architecture": .string(module.architecture.rawValue),
      "template": .string(module.templateName), "testing": .string(module.testing.rawValue),
      "ui": .string(module.ui.rawValue),
      "useCases": .list(
        module.useCases.map { ["name": .string($0.name.camel), "kind": .string($0.kind.rawValue)] }),
      "routes": .list(
        module.routes.map { route in
          var value: [String: ContextValue] = ["name": .string(route.name.camel)]
          if let destination = route.destinationModule { value["to"] = .string(destination.pascal) }
          return .object(value)
        }),
      "entities": .list(module.entities.map { .string($0.name.pascal) }),
    ]
  }
}
