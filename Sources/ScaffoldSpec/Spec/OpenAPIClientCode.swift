import ScaffoldBase

/// The client swift-openapi-generator made for a module's operations, and the service the
/// module's template writes on it: the generated files are written into the module as they are
/// (never laid out or merged: they are the generator's), the service from `context`.
public struct OpenAPIClientCode: Sendable, Equatable {
  /// One file of the generator's output (`Types.swift`, `Client.swift`…).
  public struct File: Sendable, Equatable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  public var files: [File]
  /// The template's `openapi` context (`OpenAPIServicePlan`).
  public var context: ContextValue

  public init(files: [File], context: ContextValue) {
    self.files = files
    self.context = context
  }

  /// The folder of the module's sources the generated files go in.
  public static let folder = "OpenAPI"
}
