import Foundation
import ScaffoldBase

@testable import ScaffoldOpenAPI

/// The OpenAPI documents of Tests/Fixtures/OpenAPI, read once: a Petstore-shaped 3.0 one in
/// YAML, and a 3.1 one in JSON with 106 operations over 8 tags (scripts/make-openapi-fixture).
enum OpenAPIFixtures {
  static let folder = RepositoryPaths.fixtures.appendingPathComponent("OpenAPI")
  static let names = ["petstore.yaml", "commerce.json"]

  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  static func document(_ name: String) throws -> OpenAPIDocument {
    try OpenAPIDocument(text: text(name), file: name)
  }

  /// `method path` of every operation, by tag, as the reader lists them (the JSON fixture's count
  /// is held to Foundation's own reading of it in `OpenAPIReaderTests`).
  static func operationsByTag(_ name: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for operation in try document(name).operations {
      for tag in operation.tags { result[tag, default: []].append("\(operation.method) \(operation.path)") }
    }
    return result
  }

  /// A small 3.1 document of `paths` (and what follows them, such as `components:`), written
  /// from its fourth line on: the first three are the version, the info and `paths:`.
  static func small(paths: String) -> String {
    "openapi: 3.1.0\ninfo: { title: A, version: \"1\" }\npaths:\n" + paths
  }
}
