import ScaffoldSpec

/// Which operations of a document make a module.
public struct OpenAPISelection: Sendable, Equatable {
  /// Operations with any of these tags.
  public var tags: [String]
  /// And these operations, by `operationId`, whatever their tags.
  public var operationIDs: [String]
  /// The module's name; the first tag's when `nil`.
  public var moduleName: String?
  /// Written into the spec when given (`viper`, `mvvm`…); the command line's otherwise.
  public var architecture: String?

  public init(tags: [String] = [], operationIDs: [String] = [], moduleName: String? = nil, architecture: String? = nil)
  {
    self.tags = tags
    self.operationIDs = operationIDs
    self.moduleName = moduleName
    self.architecture = architecture
  }
}

/// One chosen operation and what it became, for the record (`check` finds new operations by it).
public typealias OpenAPIChosenOperation = OpenAPIOrigin.Operation

/// A module spec made from a document's operations, with what did not map and why.
public struct OpenAPIModuleMapping: Sendable, Equatable {
  /// The spec, every name, type and field located in the document, so that a rule the validator
  /// refuses is reported where the document says it.
  public var spec: ModuleSpec
  /// The same spec as YAML (`OpenAPISpecText`), to write beside the document or record.
  public var specText: String
  /// Shapes the spec's grammar cannot express, fallbacks and renames, in document order.
  public var notes: [OpenAPIMappingNote]
  /// The schema each entity was made from, as a JSON pointer (`Pet`: `#/components/schemas/Pet`),
  /// for the service that maps the generated client's types to the entities.
  public var entitySchemas: [String: String]
  /// SHA-256 of the document's text.
  public var documentSHA256: String
  /// Every chosen operation, in document order.
  public var operations: [OpenAPIChosenOperation]
  /// Where each use case's and entity's fields came from, by name.
  public var useCaseSources: [String: OpenAPIOrigin.UseCaseSource] = [:]
  public var entitySources: [String: OpenAPIOrigin.EntitySource] = [:]

  init(
    spec: ModuleSpec, specText: String, notes: [OpenAPIMappingNote], entitySchemas: [String: String],
    documentSHA256: String, operations: [OpenAPIChosenOperation]
  ) {
    self.spec = spec
    self.specText = specText
    self.notes = notes
    self.entitySchemas = entitySchemas
    self.documentSHA256 = documentSHA256
    self.operations = operations
  }
}
