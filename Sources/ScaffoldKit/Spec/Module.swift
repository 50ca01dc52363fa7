/// A module spec that passed every rule: names normalised, types parsed, view models resolved.
/// Everything downstream (context, rendering) works from this and may rely on it being valid.
public struct Module: Sendable, Equatable {
  public var name: Name
  public var architecture: Architecture
  public var summary: String?
  public var entities: [Entity]
  public var useCases: [UseCase]
  public var routes: [Route]
  public var package: PackageSettings = .default
  public var testing: TestingLibrary = .swiftTesting
  public var ui: UserInterface = .uikit
  /// Every module its routes reach (`to:`), directly or through others, in the order the
  /// Builder takes their dependencies; filled in by `ModuleLinker`.
  public var links: [LinkedModule] = []
  /// The template that renders it (`viper` for the built-in VIPER template).
  public var templateName: String = ""
  /// The template's parameters, typed and with defaults applied, as the context shows them.
  public var parameters: [String: ContextValue] = [:]
  /// The project, for headers: from the spec or `.scaffold.yml`.
  public var author: String?
  public var organisation: String?
  public var projectName: String?
  /// What the user should know that does not stop generation, such as spec parts the template
  /// ignores; each generating command prints them as notes.
  public var notes: [String] = []
}

/// What a module's Builder needs to know of a module its routes lead to, in order to build it.
public struct LinkedModule: Sendable, Equatable {
  public var name: Name
  public var architecture: Architecture
  /// It has routes that are not `to:` another module, so its Builder takes a `destination`.
  public var hasAppRoutes: Bool
  /// The modules its own routes lead to directly.
  public var destinations: [String]
}

public struct Field: Sendable, Equatable {
  public var name: Name
  public var type: TypeExpression
}

public struct Entity: Sendable, Equatable {
  public var name: Name
  public var fields: [Field]
}

public struct UseCase: Sendable, Equatable {
  public var name: Name
  public var summary: String?
  public var request: [Field]
  public var response: [Field]
  public var viewModel: [ViewModelField]
  /// True when the spec gave no view model and it mirrors the response.
  public var viewModelMirrorsResponse: Bool
  /// The screen runs it when it loads.
  public var runsOnLoad: Bool = false
}

/// A view-model field and how the presenter fills it from the response.
public struct ViewModelField: Sendable, Equatable {
  public enum Source: Sendable, Equatable {
    /// `response.<name>`, same name and type.
    case copy(responseField: String)
    /// `String(describing: response.<name>)`, for a `String` field named after a response field.
    case describing(responseField: String)
    /// The type's empty value (`""`, `0`, `[]`, `nil`…): the response has nothing to fill it with.
    case empty(literal: String)
  }

  public var field: Field
  public var source: Source
}

public struct Route: Sendable, Equatable {
  public var name: Name
  public var summary: String?
  /// `to: Profile`: the route opens another generated module, which the router builds.
  public var destinationModule: Name?
}

extension Module {
  /// The modules its routes open (`to:`), each once, in the order of the routes.
  public var moduleDependencies: [String] {
    var seen: Set<String> = []
    return routes.compactMap { $0.destinationModule?.pascal }.filter { seen.insert($0).inserted }
  }

  /// The targets its target depends on: every linked module, since its Builder names their types.
  public var targetDependencies: [String] {
    links.isEmpty ? moduleDependencies : links.map(\.name.pascal)
  }

  var hasAppRoutes: Bool { routes.contains { $0.destinationModule == nil } }
}
