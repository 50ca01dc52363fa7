import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// The validated modules a generating command works on, from a spec file (one module, or several
/// under `modules:`) and the command line.
public struct GenerationInput: Sendable {
  public var modules: [Module]
  /// `package:` of an app spec.
  public var packageName: String?

  /// - Parameter addingToPackage: routes may then name modules the package (or the Xcode
  ///   target) already has; the planner checks them against its targets or records.
  /// - Parameter configuration: the project's `.scaffold.yml`, whose defaults sit under the spec.
  /// - Parameter scope: a package, or an app target whose modules see each other's entities.
  /// - Parameter specText: the spec itself, read instead of the file at `specPath` (which then
  ///   names it in messages).
  public static func load(
    specPath: String?, specText: String? = nil, commandLine: CommandLineInput, generator: ModuleGenerator,
    addingToPackage: Bool, configuration: ProjectConfiguration? = nil, scope: ModuleScope = .package
  ) throws(ScaffoldError) -> GenerationInput {
    func withDefaults(_ spec: ModuleSpec) throws(ScaffoldError) -> ModuleSpec {
      guard var defaults = configuration else { return spec }
      // The subcommand (`scaffold mvp`) decides the architecture over the file.
      if commandLine.architecture != nil { defaults.architecture = nil }
      // The file's template is the default for its own architecture only, and never over a
      // template the command line or the spec names.
      if let name = defaults.template {
        let architecture =
          commandLine.architecture?.rawValue ?? spec.architecture?.value ?? defaults.architecture?.value
        if commandLine.template != nil || spec.template != nil {
          defaults.template = nil
        } else if architecture != nil, try architectureOfDefault(name) != architecture {
          defaults.template = nil
        }
      }
      return defaults.apply(to: spec)
    }

    // A template the project file names that cannot be found is a mistake to report at the
    // file, not a default to skip in silence.
    func architectureOfDefault(_ name: String) throws(ScaffoldError) -> String {
      do {
        return try generator.library.template(named: name).manifest.architecture.rawValue
      } catch .invalidSpec(let diagnostics) {
        throw .invalidSpec(
          diagnostics.map { diagnostic in
            Diagnostic(
              diagnostic.message + " (the default template of \(ProjectConfiguration.fileName))",
              at: configuration?.templateLocation, hint: diagnostic.hint)
          })
      } catch {
        throw error
      }
    }

    guard let specPath else {
      let spec = scope.sharing([try withDefaults(ModuleSpec())], commandLineName: commandLine.name)[0]
      return GenerationInput(modules: [try single(spec, commandLine, generator, addingToPackage)])
    }
    let document: SpecDocument
    if let specText {
      document = try SpecLoader.readDocument(text: specText, file: specPath)
    } else {
      document = try generator.loadDocument(atPath: specPath)
    }
    switch document {
    case .module(let spec):
      let shared = scope.sharing([try withDefaults(spec)], commandLineName: commandLine.name)[0]
      return GenerationInput(modules: [try single(shared, commandLine, generator, addingToPackage)])
    case .app(var app):
      app.modules = try app.modules.map { spec throws(ScaffoldError) in try withDefaults(spec) }
      if commandLine.name != nil || !commandLine.useCases.isEmpty || !commandLine.routes.isEmpty {
        throw .invalidSpec([
          Diagnostic(
            "\(specPath) holds several modules; a module name, --use-case and --route apply to one module", at: nil,
            hint: "write them into the module's entry under 'modules:'")
        ])
      }
      var validator = AppSpecValidator { spec throws(ScaffoldError) in
        try generator.module(from: spec, commandLine: commandLine)
      }
      validator.scope = scope
      let modules = try validator.validate(app, knownModules: addingToPackage ? nil : [])
      return GenerationInput(modules: modules, packageName: app.packageName.flatMap { Name($0.value)?.pascal })
    }
  }

  private static func single(
    _ spec: ModuleSpec, _ commandLine: CommandLineInput, _ generator: ModuleGenerator, _ addingToPackage: Bool
  ) throws(ScaffoldError) -> Module {
    let module = try generator.module(from: spec, commandLine: commandLine)
    let outside = module.routes.filter { $0.destinationModule != nil }
    if !addingToPackage, let route = outside.first, let destination = route.destinationModule {
      throw .invalidSpec([
        Diagnostic(
          "route '\(route.name.camel)' goes to module \(destination.pascal), but a module generated as a package of its own cannot depend on another",
          at: spec.routes.first { Name($0.name.value)?.camel == route.name.camel }?.destination?.location,
          hint: "put both modules in one spec under 'modules:', or add this one to their package with --package")
      ])
    }
    return module
  }
}
