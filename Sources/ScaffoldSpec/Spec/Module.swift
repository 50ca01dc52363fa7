import ScaffoldBase

/// A module spec that passed every rule: names normalised, types parsed, view models resolved.
/// Everything downstream (context, rendering) works from this and may rely on it being valid.
public struct Module: Sendable, Equatable {
  public var name: Name
  public var architecture: Architecture
  public var summary: String?
  public var entities: [Entity]
  public var useCases: [UseCase]
  public var routes: [Route]
  /// The entities its app spec declares at the top, in a module of their own that it imports.
  public var sharedEntities: SharedEntities?
  /// In a new package of several modules, the target the modules share their support code from
  /// (use case states, call runners, screen sections); `nil` when the module declares its own.
  public var sharedSupport: SharedSupport?
  /// In an app target, the entities other modules of the target declare, which this one uses
  /// without declaring (see `ModuleSpec.targetEntities`).
  public var targetEntities: [Entity] = []
  /// What the module is built with; its Builder takes it and its roles read it.
  public var input: [Field] = []
  /// The events it tells whoever opened it.
  public var outputs: [OutputEvent] = []
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
  /// The class prefix the project puts before type names (Generamba's `prefix`); empty for none.
  public var prefix: String?
  /// When it was first generated, and by whom: the generator's today for a new module, the
  /// record's for one generated before.
  public var origin: GenerationOrigin = .sample
  /// The targets it is built in, set when they are not its own (`<Name>`, `<Name>Tests`).
  public var targets: ModuleTargets?
  /// How its Swift is laid out (indentation, line length).
  public var style: CodeStyle = .default
  /// A package target of its own, or inside an Xcode app target (`--xcodeproj`).
  public var placement: ModulePlacement = .package
  /// What the user should know that does not stop generation, such as spec parts the template
  /// ignores; each generating command prints them as notes.
  public var notes: [String] = []
  /// Made from an OpenAPI document's operations: which, and the document's hash.
  public var openAPI: OpenAPIOrigin?
  /// Its generated client and the service on it, once `openAPI`'s operations are generated.
  public var openAPIClient: OpenAPIClientCode?
}

/// The entities several modules of one package share, declared once in a module of their own.
public struct SharedEntities: Sendable, Equatable {
  /// `<package>Entities`.
  public var moduleName: Name
  public var entities: [Entity]
}

/// The support code the modules of one package share, declared once in a target of its own
/// (`<Package>Support`), with the test doubles' support in another (`<Package>TestSupport`), so
/// that a package of 300 modules does not carry 300 copies of it.
public struct SharedSupport: Sendable, Equatable {
  /// The package's name: the support types' prefix (`MarketUseCaseState`).
  public var packageName: Name
  /// How its files are laid out: the package's style (its first module's), one for every module
  /// that writes them, whatever style each module's own files have.
  public var style: CodeStyle

  public init(packageName: Name, style: CodeStyle = .default) {
    self.packageName = packageName
    self.style = style
  }

  /// The package's, when its folder's name makes a Swift type name; else its first module's.
  public static func named(after folder: String, or firstModule: Name, style: CodeStyle) -> SharedSupport {
    let isIdentifier =
      folder.first.map { $0.isASCII && $0.isLetter } == true
      && folder.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    return SharedSupport(packageName: isIdentifier ? Name(folder) ?? firstModule : firstModule, style: style)
  }

  public var prefix: String { packageName.pascal }
  /// `MarketSupport`: the target every module of the package depends on.
  public var moduleName: String { prefix + "Support" }
  /// `MarketTestSupport`: the target every test target of the package depends on.
  public var testModuleName: String { prefix + "TestSupport" }

  /// `MarketSupportTests`: the test target that tests the support once for every module.
  public var testsModuleName: String { moduleName + "Tests" }

  /// Its targets' folders in a package.
  public var folders: [String] {
    [moduleName, testModuleName].map { "Sources/\($0)/" } + ["Tests/\(testsModuleName)/"]
  }

  /// Whether the file at `path` (of a package) is one of its targets'.
  public func holds(_ path: String) -> Bool {
    folders.contains(where: path.hasPrefix)
  }

  /// Its targets that files at `paths` go into; nil for one they leave empty, which SwiftPM would
  /// refuse (the test support of a package whose templates write no call gate).
  /// `supportIsTested`: the support's own tests are among them (a test target of the support).
  public func targets(writtenBy paths: some Sequence<String>) -> (
    support: String?, testSupport: String?, supportIsTested: Bool
  ) {
    var written: Set<String> = []
    for path in paths {
      if let name = [moduleName, testModuleName].first(where: { path.hasPrefix("Sources/\($0)/") }) {
        written.insert(name)
      } else if path.hasPrefix("Tests/\(testsModuleName)/") {
        written.insert(testsModuleName)
      }
    }
    return (
      written.contains(moduleName) ? moduleName : nil, written.contains(testModuleName) ? testModuleName : nil,
      written.contains(moduleName) && written.contains(testsModuleName)
    )
  }
}

/// What a module's Builder needs to know of a module its routes lead to, in order to build it.
public struct LinkedModule: Sendable, Equatable {
  public var name: Name
  public var architecture: Architecture
  /// It has routes that are not `to:` another module, so its Builder takes a `destination`.
  public var hasAppRoutes: Bool
  /// The modules its own routes lead to directly.
  public var destinations: [String]
  /// What it is built with; a route to it carries these fields as its payload.
  public var input: [Field] = []
  /// Its output events: whoever opens it may hear them (a generated parent does, in its presenter,
  /// view model, model or interactor).
  public var outputs: [OutputEvent] = []
  /// Where it is built: in the same app target as the module that links it, it is the same Swift
  /// module and is not imported.
  public var placement: ModulePlacement = .package
}

extension LinkedModule {
  /// It has output events, so whoever builds it may listen to them.
  public var hasOutput: Bool { !outputs.isEmpty }
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
  /// True when the spec gave no view model: it shows the response's fields, made display-ready.
  public var viewModelMirrorsResponse: Bool
  /// Response fields a display-ready view model leaves out, having no form the view can show.
  public var omittedResponseFields: [Field] = []
  /// The screen runs it when it loads.
  public var runsOnLoad: Bool = false
  public var kind: UseCaseKind = .query
  /// The output event it sends when it succeeds, and where each of its fields comes from.
  public var emission: Emission?
  /// Request fields the module's input fills (same name and type), which the view never passes.
  public var requestFromInput: Set<String> = []

  /// The view model's first list, mapped or not. It does not decide when the screen says there is
  /// nothing to show: `emptyStateList` does.
  public var collectionField: Field? {
    viewModel.map(\.field).first { $0.type.unwrappingOptional.isArray }
  }

  /// The response list whose emptiness makes the use case show `.empty`, as the fields that reach
  /// it from the response (`items`, or `cart`, `items`): the list the view model's first mapped
  /// list is taken from, else the response's first list (optional or not). Nil when the response
  /// has no list: the use case never shows `.empty`. A view-model list with no source never
  /// decides, since it is empty in every answer.
  public var emptyStateList: [ViewModelValue.Step]? {
    for field in viewModel where field.field.type.unwrappingOptional.isArray {
      guard case .value(let value) = field.source,
        let list = value.steps.firstIndex(where: { $0.type.unwrappingOptional.isArray })
      else { continue }
      return Array(value.steps[...list])
    }
    return response.first { $0.type.unwrappingOptional.isArray }.map {
      [ViewModelValue.Step(name: $0.name.camel, type: $0.type)]
    }
  }

  /// The request fields the view passes: those the input does not fill.
  public var intentFields: [Field] { request.filter { !requestFromInput.contains($0.name.camel) } }
}

/// How a use case treats a second call and a screen that goes away.
public enum UseCaseKind: String, Sendable, Equatable, CaseIterable {
  /// Reads: the newest call wins, and leaving the screen cancels it.
  case query
  /// Changes something (pays, sends): one call at a time, never cancelled by the screen, and its
  /// success always delivered.
  case command
}

/// One event of the module's output.
public struct OutputEvent: Sendable, Equatable {
  public var name: Name
  public var summary: String?
  public var fields: [Field]
  /// The use cases that send it on success (camelCase names); when none does, the view sends it.
  public var emittedBy: [String] = []
}

/// The event a use case sends on success, each field taken by name from its request, response
/// or the module's input.
public struct Emission: Sendable, Equatable {
  public enum Source: String, Sendable, Equatable {
    case request, response, input
  }

  public struct Value: Sendable, Equatable {
    public var field: Field
    public var source: Source
  }

  public var event: Name
  public var values: [Value]
}

/// A view-model field and where its value comes from.
public struct ViewModelField: Sendable, Equatable {
  public enum Source: Sendable, Equatable {
    /// A value read from the response (`from:`, or a field of the same name), maybe formatted.
    case value(ViewModelValue)
    /// Nothing fills it: its type's empty value (`""`, `0`, `[]`, `nil`…), marked where the view
    /// model is built, reported as a note, and never asserted by a generated test.
    case unmapped(literal: String)
  }

  public var field: Field
  public var source: Source

  public var isMapped: Bool {
    if case .value = source { return true } else { return false }
  }
}

public struct Route: Sendable, Equatable {
  public var name: Name
  public var summary: String?
  /// `to: Profile`: the route opens another generated module, which the router builds.
  public var destinationModule: Name?
  /// What it carries; for a `to:` route, the destination's input.
  public var payload: [Field] = []
  /// Where payload fields come from when the screen shows them (`from:`): a use case's last
  /// response, or the row the user picks of a list in it. Nil when the view passes the payload.
  public var source: RouteSource?
}

/// The payload fields a route takes from what the screen shows, rather than from the view: the
/// presenter, view model, model or data store keeps the use case's last response, and the intent
/// is `show<Route>()`, or `show<Route>(at: row)` for a row of a list.
public struct RouteSource: Sendable, Equatable {
  /// A payload field and its path from the row (or from the response): `["id"]`, `["seller", "id"]`.
  public struct SourcedField: Sendable, Equatable {
    public var name: Name
    public var path: [String]
  }

  /// The use case whose last response is kept.
  public var useCase: Name
  /// The path from the response to the list the user picks a row of (`["items"]`); nil when the
  /// payload comes from the response itself.
  public var list: [String]?
  public var fields: [SourcedField]

  /// The name the intent gives the picked row's index: no other payload field may take it.
  public static let rowParameter = "row"
}

extension Module {
  /// The modules its routes open (`to:`), each once, in the order of the routes.
  public var moduleDependencies: [String] {
    var seen: Set<String> = []
    return routes.compactMap { $0.destinationModule?.pascal }.filter { seen.insert($0).inserted }
  }

  /// The targets its target depends on: the shared entities, and every linked module, since its
  /// Builder names their types.
  public var targetDependencies: [String] {
    (sharedEntities.map { [$0.moduleName.pascal] } ?? [])
      + (links.isEmpty ? moduleDependencies : links.map(\.name.pascal))
  }

  package var hasAppRoutes: Bool { routes.contains { $0.destinationModule == nil } }
}
