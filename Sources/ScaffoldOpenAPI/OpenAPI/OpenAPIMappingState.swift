import ScaffoldBase
import ScaffoldSpec
import Yams

/// A node of the document with its JSON pointer, which notes and errors name.
struct OpenAPINode {
  var node: Node
  var pointer: String

  func child(_ key: String) -> OpenAPINode? {
    OpenAPINodes.mapping(node).flatMap { OpenAPINodes.value($0, key) }.map {
      OpenAPINode(node: $0, pointer: pointer + "/" + OpenAPINodes.pointerSegment(key))
    }
  }
}

/// What one mapping of a document builds up: the entities met so far, the notes, and the
/// problems that stop it (all collected, then thrown together).
struct OpenAPIMappingState {
  let document: OpenAPIDocument
  let moduleName: String
  var collector = DiagnosticCollector()
  var notes: [OpenAPIMappingNote] = []
  private var noteKeys: Set<String> = []
  var entities: [EntitySpec] = []
  /// The entity made from each schema, by the schema's pointer, so a schema met twice is one entity.
  var entityNames: [String: String] = [:]
  var takenTypeNames: Set<String>
  /// The schema each entity field was read from (`Entity.field`), for the notes of fields left
  /// out after reading (`OpenAPIEntityCycles`).
  var fieldSources: [String: OpenAPINode] = [:]
  /// Where each field's value travels, by its spec path (`useCases[2].request.orderId`,
  /// `entities[0].fields.name`), for the service on the generated client.
  var fieldOrigins: [String: OpenAPIOrigin.FieldSource] = [:]
  /// The success response each use case's response was made from, by the use case's index.
  var successStatuses: [Int: String] = [:]
  /// The operation being mapped, for the notes.
  var operationID: String?

  init(document: OpenAPIDocument, moduleName: String) {
    self.document = document
    self.moduleName = moduleName
    takenTypeNames = [moduleName]
  }

  /// Adds a note once: a schema used by many operations is noted where it is written.
  mutating func note(_ reason: String, at node: OpenAPINode, outcome: OpenAPIMappingNote.Outcome) {
    let key = "\(node.pointer)|\(reason)"
    guard noteKeys.insert(key).inserted else { return }
    let operation = node.pointer.hasPrefix("#/paths/") ? operationID : nil
    notes.append(
      OpenAPIMappingNote(
        pointer: node.pointer, location: document.location(of: node.node), operationID: operation, reason: reason,
        outcome: outcome))
  }

  mutating func error(_ message: String, at node: Node, hint: String) {
    collector.error(message, at: document.location(of: node), hint: hint)
  }

  func located(_ value: String, at node: Node) -> Located<String> {
    Located(value, at: document.location(of: node))
  }
}
