import ScaffoldBase

/// The module spec as the user wrote it, before any rule is checked. Loading (from YAML,
/// JSON or flags) produces this; `SpecValidator` turns it into a `Module` or a list of errors.
public struct ModuleSpec: Sendable, Equatable {

  public var name: Located<String>?
  public var architecture: Located<String>?
  public var summary: String?
  public var entities: [EntitySpec] = []
  public var useCases: [UseCaseSpec] = []
  public var routes: [RouteSpec] = []
  /// `openapi:`: use cases and entities from an OpenAPI document's operations.
  public var openAPI: OpenAPISourceSpec?
  /// Set once `openAPI`'s document is read and mapped into the use cases and entities above.
  public var openAPIOrigin: OpenAPIOrigin?
  /// What reading `openAPI`'s document noticed (shapes left out, renames), printed as notes.
  public var sourceNotes: [String] = []
  /// The entities at the top of an app spec, which every module of it may use, and the name of
  /// the module that declares them (`<package>Entities`); empty for a spec of one module.
  public var sharedEntities: [EntitySpec] = []
  public var sharedEntitiesModule: Located<String>?
  /// Read back from a record only: the package whose support target the module uses
  /// (`SharedSupport`), set by the planner when it lays out a new package of several modules.
  public var sharedSupportPackage: Located<String>?
  /// The style its files are laid out in (`SharedSupport.style`), read back with it.
  public var sharedSupportIndentation: Located<String>?
  public var sharedSupportLineLength: Located<String>?
  /// In an app target, the entities other modules of the target declare (of the same spec, or
  /// generated there before): one Swift module, so this module's fields may use them, and it
  /// does not declare them again. Empty in a package, where each module is a Swift module.
  public var targetEntities: [EntitySpec] = []
  /// In a package, the entities other modules of the spec declare, by the module declaring each:
  /// not visible here (another Swift module), but named in the error of a field that uses one.
  public var otherModulesEntities: [String: String] = [:]
  /// `input:`, what the module is built with (the Builder takes it; roles read it).
  public var input: [FieldSpec] = []
  /// `output:`, the events the module tells whoever opened it.
  public var output: [OutputEventSpec] = []
  /// `platforms:` as written, in order; `nil` when absent (the defaults apply).
  public var platforms: [PlatformSpec]?
  public var swiftToolsVersion: Located<String>?
  /// `swift-testing` or `xctest`.
  public var testing: Located<String>?
  /// `uikit` or `none`.
  public var ui: Located<String>?
  /// `template:`, a template by name; the architecture's own when absent.
  public var template: Located<String>?
  /// `params:`, the template's custom parameters, in the order written.
  public var params: [SpecParameter] = []
  /// Who and what the project is (from `.scaffold.yml`), for headers.
  public var author: String?
  public var organisation: String?
  public var projectName: String?
  /// `prefix:`, the project's class prefix (Generamba's), else `.scaffold.yml`'s.
  public var prefix: Located<String>?
  /// `indentation:` and `lineLength:` (the spec's, else `.scaffold.yml`'s; the command line's
  /// over both): how the Swift is laid out.
  public var indentation: Located<String>?
  /// `tabWidth:`, the columns a tab counts for with `indentation: tabs` (4 without it).
  public var tabWidth: Located<String>?
  public var lineLength: Located<String>?
  /// The file it was read from; `nil` when it comes from the command line alone.
  public var file: String?
  /// Structural problems met while reading it, reported with the validation errors.
  public var readingProblems: [Diagnostic] = []

  public init(
    name: Located<String>? = nil, architecture: Located<String>? = nil, summary: String? = nil,
    entities: [EntitySpec] = [], useCases: [UseCaseSpec] = [], routes: [RouteSpec] = []
  ) {
    self.name = name
    self.architecture = architecture
    self.summary = summary
    self.entities = entities
    self.useCases = useCases
    self.routes = routes
  }
}

/// One `platform: version` entry of `platforms:`.
public struct PlatformSpec: Sendable, Equatable {
  public var name: Located<String>
  public var version: Located<String>

  public init(name: Located<String>, version: Located<String>) {
    self.name = name
    self.version = version
  }
}

/// One `name: Type` entry of a field list.
public struct FieldSpec: Sendable, Equatable {
  public var name: Located<String>
  public var type: Located<String>
  /// Where the field sits in the spec, as the user reads it: `useCases[0].request.address`.
  public var path: String
  /// A view-model field's source: a path into the response (`receipt.id`, `items.title`).
  public var from: Located<String>?
  /// How a view-model field's source is shown: `currency`, `number`, `date`, `count` or `text`.
  public var format: Located<String>?

  public init(
    name: Located<String>, type: Located<String>, path: String, from: Located<String>? = nil,
    format: Located<String>? = nil
  ) {
    self.name = name
    self.type = type
    self.path = path
    self.from = from
    self.format = format
  }
}

public struct EntitySpec: Sendable, Equatable {
  public var name: Located<String>
  public var fields: [FieldSpec]
  public var path: String

  public init(name: Located<String>, fields: [FieldSpec] = [], path: String) {
    self.name = name
    self.fields = fields
    self.path = path
  }
}

public struct UseCaseSpec: Sendable, Equatable {
  public var name: Located<String>
  public var summary: String?
  public var request: [FieldSpec]
  public var response: [FieldSpec]
  /// `nil` when omitted: the view model then mirrors the response.
  public var viewModel: [FieldSpec]?
  /// `onLoad: true`: the screen runs the use case when it loads. Off unless asked for, so that
  /// opening a screen never runs `pay` or `delete`.
  public var onLoad: Located<Bool>?
  /// `kind: query` (the default) or `kind: command`.
  public var kind: Located<String>?
  /// `emits:`, the output event sent when it succeeds.
  public var emits: Located<String>?
  public var path: String

  public init(
    name: Located<String>, summary: String? = nil, request: [FieldSpec] = [],
    response: [FieldSpec] = [], viewModel: [FieldSpec]? = nil, onLoad: Located<Bool>? = nil,
    kind: Located<String>? = nil, emits: Located<String>? = nil, path: String
  ) {
    self.kind = kind
    self.emits = emits
    self.name = name
    self.summary = summary
    self.onLoad = onLoad
    self.request = request
    self.response = response
    self.viewModel = viewModel
    self.path = path
  }
}

public struct RouteSpec: Sendable, Equatable {
  public var name: Located<String>
  public var summary: String?
  /// `to:`, the module the route opens.
  public var destination: Located<String>?
  /// `payload:`, what the route carries to the code that navigates (or the destination's input).
  public var payload: [FieldSpec] = []
  public var path: String

  public init(
    name: Located<String>, summary: String? = nil, destination: Located<String>? = nil, payload: [FieldSpec] = [],
    path: String
  ) {
    self.payload = payload
    self.name = name
    self.summary = summary
    self.destination = destination
    self.path = path
  }
}

/// One event of `output:`: a name, and the fields it carries.
public struct OutputEventSpec: Sendable, Equatable {
  public var name: Located<String>
  public var summary: String?
  public var fields: [FieldSpec]
  public var path: String

  public init(name: Located<String>, summary: String? = nil, fields: [FieldSpec] = [], path: String) {
    self.name = name
    self.summary = summary
    self.fields = fields
    self.path = path
  }
}

/// One `name: value` entry of `params:` or `--param name=value`.
public struct SpecParameter: Sendable, Equatable {
  public var name: Located<String>
  public var value: Located<String>

  public init(name: Located<String>, value: Located<String>) {
    self.name = name
    self.value = value
  }
}
