import ScaffoldBase
import Yams

/// One operation of the document: a method of a path, with the parameters its path declares
/// for every method.
struct OpenAPIOperation {
  var method: String
  var path: String
  var node: OpenAPINode
  /// The method's key, where an operation without an `operationId` is reported.
  var methodKey: Node
  var operationID: String?
  var operationIDNode: Node?
  var tags: [String]
  var pathParameters: OpenAPINode?

  /// GET and HEAD read; the other methods change something, so their use cases are commands.
  var isQuery: Bool { method == "get" || method == "head" }
}

extension OpenAPIDocument {
  static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// Every operation, in the document's order.
  var operations: [OpenAPIOperation] {
    var operations: [OpenAPIOperation] = []
    for (pathKey, written) in paths {
      guard let path = pathKey.string, var methods = OpenAPINodes.mapping(written) else { continue }
      var pathPointer = "#/paths/" + OpenAPINodes.pointerSegment(path)
      // A path item may be a reference (3.1's components/pathItems); one that cannot be followed
      // is refused by the mapper (`unfollowedPathItems`), so its operations are never lost unsaid.
      if let target = OpenAPINodes.text(methods["$ref"]) {
        guard let item = OpenAPINodes.mapping(localNode(target)) else { continue }
        methods = item
        pathPointer = target
      }
      let shared = methods["parameters"].map { OpenAPINode(node: $0, pointer: pathPointer + "/parameters") }
      for (methodKey, value) in methods {
        guard let method = methodKey.string?.lowercased(), Self.methods.contains(method),
          let operation = OpenAPINodes.mapping(value)
        else { continue }
        operations.append(
          OpenAPIOperation(
            method: method, path: path, node: OpenAPINode(node: value, pointer: pathPointer + "/" + method),
            methodKey: methodKey, operationID: OpenAPINodes.text(operation["operationId"]),
            operationIDNode: operation["operationId"],
            tags: OpenAPINodes.sequence(operation["tags"])?.compactMap(OpenAPINodes.text) ?? [],
            pathParameters: shared))
      }
    }
    return operations
  }

  /// The `$ref`s of path items that lead nowhere in this document, with what they say.
  var unfollowedPathItems: [(reference: Node, target: String)] {
    paths.compactMap { _, item in
      guard let reference = OpenAPINodes.mapping(item)?["$ref"], let target = OpenAPINodes.text(reference),
        OpenAPINodes.mapping(localNode(target)) == nil
      else { return nil }
      return (reference, target)
    }
  }

  /// The node at a local pointer (`#/components/pathItems/Pets`); `nil` for any other.
  func localNode(_ pointer: String) -> Node? {
    guard pointer.hasPrefix("#/") else { return nil }
    var current: Node? = rootNode
    for segment in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
      current = OpenAPINodes.mapping(current).flatMap { OpenAPINodes.value($0, OpenAPINodes.unescapedSegment(segment)) }
    }
    return current
  }

  /// The tags operations use and the document declares, in the order first met.
  var tagNames: [String] {
    var names: [String] = []
    for tag in OpenAPINodes.sequence(root["tags"]) ?? [] {
      if let name = OpenAPINodes.text(OpenAPINodes.mapping(tag)?["name"]), !names.contains(name) { names.append(name) }
    }
    for operation in operations {
      for tag in operation.tags where !names.contains(tag) { names.append(tag) }
    }
    return names
  }

  /// The `description` of the tag `name` in `tags:`, for the module's summary.
  func tagDescription(_ name: String) -> String? {
    for tag in OpenAPINodes.sequence(root["tags"]) ?? [] {
      guard let mapping = OpenAPINodes.mapping(tag), OpenAPINodes.text(mapping["name"]) == name else { continue }
      return OpenAPINodes.text(mapping["description"])
    }
    return nil
  }
}
