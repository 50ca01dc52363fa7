import Foundation

/// What swift-openapi-generator named the document's operations, parameters, responses and
/// schemas, read from its generated files rather than predicted: its naming rules are long and
/// change between versions, while its output says what it chose.
///
/// Made from the files the generator writes (`Types.swift`, `Types+Operations.swift`,
/// `Types+Components+Schemas.swift`, `Client.swift`…), with any access modifier; every line is
/// read by its shape (`GeneratedSwiftLine`), and a line of no known shape is an error at its file
/// and line.
public struct OpenAPIClientIndex: Sendable {
  /// Every operation `APIProtocol` declares, in its order.
  public let operations: [OpenAPIClientOperation]
  let model: GeneratedSwiftModel

  /// Reads `files`; throws at the first line it cannot read, or when a type a declaration
  /// names (an operation's `Input`, a body) is missing from them.
  public init(files: [(name: String, text: String)]) throws(OpenAPIClientIndexError) {
    let model = try GeneratedSwiftReader.read(files)
    self.model = model
    operations = try OpenAPIClientOperationReader(model: model).operations()
  }

  /// The operation `method path` (`get`, `/store/orders/{orderId}`); when `operationID` is
  /// given it must be the operation's too.
  public func operation(method: String, path: String, operationID: String? = nil) -> OpenAPIClientOperation? {
    operations.first {
      $0.method == method.lowercased() && $0.path == path && (operationID == nil || $0.operationID == operationID)
    }
  }

  /// The struct of full Swift name `name` (`Components.Schemas.Order.Value2Payload`), through
  /// type aliases.
  public func structure(named name: String) -> OpenAPIClientStruct? {
    guard let type = model.types[resolvedAlias(name)], type.kind == .structure else { return nil }
    // A schema that holds itself (`parent: Category?`) is generated boxed: its properties are
    // computed, forwarding to a private `Storage` struct that has the stored ones, in order.
    if let storage = model.types[type.name + ".Storage"],
      type.member("storage")?.type?.contains("CopyOnWriteBox<Storage>") == true
    {
      var structure = OpenAPIClientStructReader.structure(
        storage, codingKeys: model.types[storage.name + ".CodingKeys"] ?? model.types[type.name + ".CodingKeys"])
      structure.name = type.name
      structure.pointer = type.pointer
      return structure
    }
    return OpenAPIClientStructReader.structure(type, codingKeys: model.types[type.name + ".CodingKeys"])
  }

  /// The enum of full Swift name `name`: a string or integer enum, a `oneOf`, a body.
  public func enumeration(named name: String) -> OpenAPIClientEnum? {
    guard let type = model.types[resolvedAlias(name)], type.kind == .enumeration else { return nil }
    let raw = type.inherited.first.flatMap { ["String", "Int", "Swift.String", "Swift.Int"].contains($0) ? $0 : nil }
    return OpenAPIClientEnum(
      name: type.name, pointer: type.pointer, rawType: raw.map { $0.replacingOccurrences(of: "Swift.", with: "") },
      cases: type.cases.compactMap { member in
        guard case .enumCase(let values, let rawValue) = member.kind else { return nil }
        return OpenAPIClientEnumCase(
          name: member.name, rawValue: rawValue ?? (raw == nil ? nil : member.name), associatedValues: values,
          pointer: member.pointer)
      })
  }

  /// What the type alias `name` stands for, as written (`[Components.Schemas.Pet]`).
  public func typeAlias(named name: String) -> String? { model.typeAliases[name]?.type }

  /// The Swift type generated from the schema at `pointer` (a JSON pointer such as
  /// `#/components/schemas/Error` → `Components.Schemas._Error`), following properties, items
  /// and composition parts into inline types (`#/components/schemas/Order/allOf/1`, or a
  /// body's `…/content/application~1json/schema/properties/lines/items`); `nil` when the output
  /// has no such type.
  public func typeName(ofSchemaAt pointer: String) -> String? {
    OpenAPIClientSchemaPointers(index: self).typeName(ofSchemaAt: pointer)
  }

  /// The properties to follow from the struct `typeName` to the JSON key `key`: the struct's own
  /// property, else through its composition parts (`value1`, `value2`) and the structs they
  /// are, depth first in order (`Order`, `status` → `value2.status`). `nil` when no path leads there.
  public func propertyPath(to key: String, in typeName: String) -> [OpenAPIClientProperty]? {
    var visited: Set<String> = []
    return propertyPath(to: key, in: typeName, visited: &visited)
  }

  private func propertyPath(to key: String, in typeName: String, visited: inout Set<String>) -> [OpenAPIClientProperty]?
  {
    let name = resolvedAlias(GeneratedSwiftType.unwrapped(typeName))
    guard visited.insert(name).inserted, let structure = structure(named: name) else { return nil }
    if let property = structure.property(key: key) { return [property] }
    guard structure.composition != nil else { return nil }
    for part in structure.properties where part.key == nil {
      if let rest = propertyPath(to: key, in: part.type, visited: &visited) { return [part] + rest }
    }
    return nil
  }

  /// `name` with type aliases followed to what they stand for (`Components.Parameters.Limit`
  /// → `Swift.Int32`), optionals kept as written.
  public func resolvedAlias(_ name: String) -> String {
    var current = name
    var seen: Set<String> = []
    while let alias = model.typeAliases[current], seen.insert(current).inserted { current = alias.type }
    return current
  }
}
