import Foundation
import ScaffoldBase
import ScaffoldSpec
import Yams

/// An OpenAPI 3.0 or 3.1 document, read from YAML or JSON text as a node tree that keeps the
/// line and column of every value, so that every problem found later points into the document.
///
/// The reader is our own, on Yams (docs/development.md, "Reading OpenAPI documents"): the
/// mapping needs only paths, operations, parameters, bodies, responses and schemas, and needs
/// their positions, which Codable models do not keep.
public struct OpenAPIDocument {
  /// The file the text was read from, as diagnostics name it.
  public let file: String
  /// SHA-256 of the text, for the record: a changed document makes a module behind.
  public let sha256: String
  /// `3.0` or `3.1`: 3.0 marks nullable values with `nullable: true`, 3.1 with a `null` type.
  public let version: OpenAPIVersion
  let root: Node.Mapping
  let rootNode: Node

  /// Reads `text`; throws, at its position, what makes it no OpenAPI 3 document at all: YAML or
  /// JSON syntax, a missing or unsupported `openapi:` version, a missing `paths:`.
  public init(text: String, file: String) throws(ScaffoldError) {
    self.file = file
    sha256 = SHA256.hex(of: text)
    // A document comes from elsewhere: aliases that expand to billions of values (a "billion
    // laughs") are refused before Yams expands them, by the spec reader's own check and limit.
    if let problem = SpecLoader.aliasExpansionProblem(in: text, file: file, subject: "the document") {
      throw .invalidSpec([problem])
    }
    let composed: Node?
    do {
      composed = try YAMLComposer.compose(text)
    } catch {
      throw .invalidSpec([SpecLoader.syntaxDiagnostic(for: error, file: file, text: text)])
    }
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let composed, case .mapping(let root) = composed else {
      throw .invalidSpec([
        Diagnostic(
          "\(file) is not an OpenAPI document: it holds no mapping of 'openapi', 'info' and 'paths'", at: start,
          hint: "pass the API's OpenAPI 3.0 or 3.1 document (YAML or JSON)")
      ])
    }
    rootNode = composed
    self.root = root
    version = try Self.version(of: root, file: file, start: start)
    guard let paths = root["paths"], case .mapping = paths else {
      throw .invalidSpec([
        Diagnostic(
          "the document has no 'paths' mapping, so it describes no operation",
          at: root["paths"].flatMap { OpenAPINodes.location(of: $0, in: file) } ?? start,
          hint: "add the API's operations under 'paths:' (a mapping of '/path' to its methods)")
      ])
    }
  }

  private static func version(of root: Node.Mapping, file: String, start: SourceLocation) throws(ScaffoldError)
    -> OpenAPIVersion
  {
    guard let node = root["openapi"], let text = node.string else {
      let swagger = root["swagger"] != nil
      throw .invalidSpec([
        Diagnostic(
          swagger
            ? "the document is Swagger 2.0, which Scaffold does not read" : "the document has no 'openapi' version",
          at: (root["swagger"] ?? root["openapi"]).flatMap { OpenAPINodes.location(of: $0, in: file) } ?? start,
          hint: swagger
            ? "convert it to OpenAPI 3 (swagger2openapi, or the editor at editor.swagger.io)"
            : "start the document with 'openapi: 3.1.0' (or the 3.0 version it follows)")
      ])
    }
    if text.hasPrefix("3.0") { return .v30 }
    if text.hasPrefix("3.1") { return .v31 }
    throw .invalidSpec([
      Diagnostic(
        "OpenAPI version '\(text)' is not one Scaffold reads", at: OpenAPINodes.location(of: node, in: file),
        hint: "Scaffold reads OpenAPI 3.0 and 3.1 documents")
    ])
  }

  /// The document's `paths:`, checked present by the initialiser.
  var paths: Node.Mapping {
    if case .mapping(let paths)? = root["paths"] { return paths }
    return Node.Mapping([])
  }

  /// Where `node` was written.
  func location(of node: Node) -> SourceLocation? {
    OpenAPINodes.location(of: node, in: file)
  }
}

/// The versions of OpenAPI the reader takes.
public enum OpenAPIVersion: String, Sendable, Equatable {
  case v30 = "3.0"
  case v31 = "3.1"
}

/// Small readings of Yams nodes that every part of the reader needs.
enum OpenAPINodes {
  static func location(of node: Node, in file: String) -> SourceLocation? {
    node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
  }

  static func mapping(_ node: Node?) -> Node.Mapping? {
    if case .mapping(let mapping)? = node { return mapping }
    return nil
  }

  /// The value of `key` in `mapping`, compared as text: Yams' own subscript also compares the
  /// resolved tag, so it misses `'200'` (a string) when asked for `200` (which resolves to an int).
  static func value(_ mapping: Node.Mapping, _ key: String) -> Node? {
    mapping.first { $0.key.string == key }?.value
  }

  static func sequence(_ node: Node?) -> [Node]? {
    if case .sequence(let sequence)? = node { return Array(sequence) }
    return nil
  }

  /// A scalar's text; `nil` for a mapping, a sequence or a missing node.
  static func text(_ node: Node?) -> String? {
    if case .scalar(let scalar)? = node { return scalar.string }
    return nil
  }

  static func flag(_ node: Node?) -> Bool {
    guard let text = text(node) else { return false }
    return text == "true" || text == "True" || text == "TRUE"
  }

  /// `/` and `~` escaped as a JSON pointer's segment (RFC 6901).
  static func pointerSegment(_ key: String) -> String {
    key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  static func unescapedSegment(_ segment: Substring) -> String {
    segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
  }
}
