import ScaffoldBase
import ScaffoldSpec

/// A record's `openapi` section: the document's hash and each chosen operation with the use
/// case it became, so a changed document and a new operation show in `check`.
extension OpenAPIOrigin {
  var recordValue: ContextValue {
    .object([
      "document": .string(document), "sha256": .string(sha256),
      "operations": .list(
        operations.map { operation in
          var value: [String: ContextValue] = ["method": .string(operation.method), "path": .string(operation.path)]
          if let id = operation.operationID { value["operationId"] = .string(id) }
          if let useCase = operation.useCase { value["useCase"] = .string(useCase) }
          return .object(value)
        }),
    ])
  }

  /// `nil` when `value` is not such a section.
  init?(recordValue value: ContextValue) {
    guard case .string(let document)? = value["document"], case .string(let sha256)? = value["sha256"],
      case .list(let entries)? = value["operations"]
    else { return nil }
    var operations: [Operation] = []
    for entry in entries {
      guard case .string(let method)? = entry["method"], case .string(let path)? = entry["path"] else { return nil }
      func text(_ key: String) -> String? {
        if case .string(let value)? = entry[key] { return value }
        return nil
      }
      operations.append(
        Operation(method: method, path: path, operationID: text("operationId"), useCase: text("useCase")))
    }
    self.init(document: document, sha256: sha256, operations: operations)
  }
}

extension OpenAPIOrigin {
  /// What changed in the chosen operations since `then`, the recorded origin, for `check`.
  func change(since then: OpenAPIOrigin) -> String {
    func key(_ operation: Operation) -> String { "\(operation.method) \(operation.path)" }
    func name(_ operation: Operation) -> String { operation.operationID ?? key(operation) }
    let before = Set(then.operations.map(key))
    let after = Set(operations.map(key))
    var parts: [String] = []
    let added = operations.filter { !before.contains(key($0)) }.map(name)
    let removed = then.operations.filter { !after.contains(key($0)) }.map(name)
    if !added.isEmpty { parts.append("new operation\(added.count == 1 ? "" : "s") \(added.joined(separator: ", "))") }
    if !removed.isEmpty {
      parts.append("operation\(removed.count == 1 ? "" : "s") \(removed.joined(separator: ", ")) gone")
    }
    return "\(document) changed" + (parts.isEmpty ? "" : ": " + parts.joined(separator: "; "))
  }
}
