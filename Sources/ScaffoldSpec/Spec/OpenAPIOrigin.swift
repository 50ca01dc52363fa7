/// What a module made from an OpenAPI document was made from, for its record: `check` tells a
/// changed document by its hash, and the chosen operations say which use case each became.
public struct OpenAPIOrigin: Sendable, Equatable {
  /// One operation of the chosen tags or IDs.
  public struct Operation: Sendable, Equatable {
    public var method: String
    public var path: String
    public var operationID: String?
    /// The use case it became; `nil` when it was left out (a note said why).
    public var useCase: String?

    public init(method: String, path: String, operationID: String?, useCase: String?) {
      self.method = method
      self.path = path
      self.operationID = operationID
      self.useCase = useCase
    }
  }

  /// Where a request or response field's value travels in the operation's HTTP message.
  public struct FieldSource: Sendable, Equatable {
    public enum Place: String, Sendable {
      /// A parameter, by its `in:` (`key` is its name).
      case path, query, header
      /// A property of the JSON body object (`key` is its JSON name).
      case bodyProperty
      /// The whole body: a list, a map, text or bytes (`key` is the media type).
      case body
    }

    public var place: Place
    public var key: String

    public init(_ place: Place, _ key: String) {
      self.place = place
      self.key = key
    }
  }

  /// What one use case was made from: its operation and each field's source.
  public struct UseCaseSource: Sendable, Equatable {
    public var method: String
    public var path: String
    public var operationID: String?
    /// The response the use case's response is made from (`200`, `201`, `2XX`); `nil`: none.
    public var successStatus: String?
    /// By field name.
    public var request: [String: FieldSource]
    public var response: [String: FieldSource]
    /// `deprecated: true`: the generated client marks its method deprecated, and so does the service.
    public var isDeprecated = false

    public init(
      method: String, path: String, operationID: String?, successStatus: String?, request: [String: FieldSource],
      response: [String: FieldSource]
    ) {
      self.method = method
      self.path = path
      self.operationID = operationID
      self.successStatus = successStatus
      self.request = request
      self.response = response
    }
  }

  /// What one entity was made from: its schema and each field's JSON name.
  public struct EntitySource: Sendable, Equatable {
    /// A JSON pointer (`#/components/schemas/Pet`).
    public var schema: String
    /// JSON names, by field name.
    public var keys: [String: String]

    public init(schema: String, keys: [String: String]) {
      self.schema = schema
      self.keys = keys
    }
  }

  /// The document as the spec or command line named it.
  public var document: String
  /// SHA-256 of the document's text.
  public var sha256: String
  public var operations: [Operation]
  /// Where each mapped use case and entity came from, by name: what the service implemented on
  /// the generated client reads. Derived from the document, so a record does not keep it.
  public var useCaseSources: [String: UseCaseSource] = [:]
  public var entitySources: [String: EntitySource] = [:]
  /// The document's path as it was opened, for the generated client; not recorded.
  public var openedPath: String?

  public init(document: String, sha256: String, operations: [Operation]) {
    self.document = document
    self.sha256 = sha256
    self.operations = operations
  }
}
