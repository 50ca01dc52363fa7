import ScaffoldBase
import Yams

/// A field's type as the spec writes it, and whether the document allows `null` for it.
struct OpenAPIFieldType {
  var text: String
  var nullable: Bool
}

/// Schemas made into the spec's field types. What the spec's grammar has is mapped; the rest is
/// noted with a fallback (`typed(as:)`) or left out (`skipped`), never dropped unsaid.
///
/// Numbers are `Double` whatever their format: swift-openapi-generator's types, which the
/// module's service will map from, hold `number`, `double` and `float` as binary floating point,
/// so `Decimal` would only suggest a precision the decoded value never had. `int32` is `Int32`
/// (the generator's type, so the mapping is a plain assignment); other integers are `Int`.
extension OpenAPIMappingState {
  /// The type of a field whose schema is `schema`; `inlineName` names the entity an inline
  /// object becomes. `nil` after noting why the field is left out.
  mutating func fieldType(_ schema: OpenAPINode, inlineName: String) -> OpenAPIFieldType? {
    guard let resolved = resolved(schema) else { return nil }
    guard let mapping = OpenAPINodes.mapping(resolved.node) else {
      note(
        "a schema of any value (\(OpenAPINodes.text(resolved.node) ?? "")): the spec has no such type", at: schema,
        outcome: .skipped)
      return nil
    }
    var nullable = false
    if document.version == .v30, OpenAPINodes.flag(mapping["nullable"]) { nullable = true }
    if document.version == .v31, OpenAPINodes.flag(mapping["nullable"]) {
      note(
        "'nullable: true' is OpenAPI 3.0's, which a 3.1 document does not mean (write type: [T, \"null\"])",
        at: resolved.child("nullable") ?? resolved, outcome: .skipped)
    }
    var types = OpenAPINodes.text(mapping["type"]).map { [$0] } ?? []
    if let list = OpenAPINodes.sequence(mapping["type"]) { types = list.compactMap(OpenAPINodes.text) }
    if types.contains("null") {
      types.removeAll { $0 == "null" }
      if document.version == .v31 {
        nullable = true
      } else {
        note(
          "type 'null' is OpenAPI 3.1's, which a 3.0 document does not mean (write nullable: true)",
          at: resolved.child("type") ?? resolved, outcome: .skipped)
      }
    }
    if let choice = unionType(resolved, inlineName: inlineName) {
      return choice.map { OpenAPIFieldType(text: $0.text, nullable: $0.nullable || nullable) }
    }
    if let members = OpenAPINodes.sequence(mapping["allOf"]), members.count == 1, mapping["properties"] == nil,
      let only = resolved.child("allOf").map({ OpenAPINode(node: members[0], pointer: $0.pointer + "/0") })
    {
      // `allOf: [$ref]`, the way 3.0 documents give a reference a description or `nullable`.
      return fieldType(only, inlineName: inlineName).map {
        OpenAPIFieldType(text: $0.text, nullable: $0.nullable || nullable)
      }
    }
    if let text = enumType(resolved, types: types) { return OpenAPIFieldType(text: text, nullable: nullable) }
    guard types.count <= 1 else {
      note(
        "a value of several types (\(types.joined(separator: ", "))): the spec has no union type", at: resolved,
        outcome: .skipped)
      return nil
    }
    return plainType(resolved, type: types.first, inlineName: inlineName).map {
      OpenAPIFieldType(text: $0, nullable: nullable)
    }
  }

  /// `oneOf`/`anyOf`: with one schema beside `null`, that schema made optional (3.1's nullable
  /// reference); with more, a union the spec cannot hold. `nil` when the schema has neither.
  private mutating func unionType(_ schema: OpenAPINode, inlineName: String) -> OpenAPIFieldType?? {
    for key in ["oneOf", "anyOf"] {
      guard let list = schema.child(key), let members = OpenAPINodes.sequence(list.node) else { continue }
      let nodes = members.indices.map { OpenAPINode(node: members[$0], pointer: "\(list.pointer)/\($0)") }
      let others = nodes.filter { !isNullSchema($0) }
      if others.count == 1, let only = others.first {
        return .some(
          fieldType(only, inlineName: inlineName).map {
            OpenAPIFieldType(text: $0.text, nullable: $0.nullable || others.count < nodes.count)
          })
      }
      note(
        "'\(key)' of \(others.count) schemas: the spec has no union type, so the team's code maps it", at: schema,
        outcome: .skipped)
      return .some(nil)
    }
    return nil
  }

  private mutating func isNullSchema(_ schema: OpenAPINode) -> Bool {
    guard let mapping = OpenAPINodes.mapping(resolved(schema)?.node) else { return false }
    return OpenAPINodes.text(mapping["type"]) == "null"
      || OpenAPINodes.sequence(mapping["type"])?.compactMap(OpenAPINodes.text) == ["null"]
  }

  /// `enum` and `const`: the spec has no enum types, so the values' type, with the values noted.
  private mutating func enumType(_ schema: OpenAPINode, types: [String]) -> String? {
    guard let mapping = OpenAPINodes.mapping(schema.node) else { return nil }
    let values: [String]
    if let list = OpenAPINodes.sequence(mapping["enum"]) {
      values = list.compactMap(OpenAPINodes.text).filter { $0 != "null" }
    } else if let constant = mapping["const"] {
      values = [OpenAPINodes.text(constant) ?? ""]
    } else {
      return nil
    }
    let type: String
    switch types.first {
    case "integer": type = "Int"
    case "number": type = "Double"
    case "boolean": type = "Bool"
    default: type = "String"
    }
    let shown = values.prefix(8).joined(separator: ", ") + (values.count > 8 ? ", …" : "")
    let what = mapping["const"] != nil ? "a constant (\(shown))" : "an enum of \(values.count) values (\(shown))"
    note("\(what): the spec has no enum types", at: schema, outcome: .typed(as: type))
    return type
  }

  /// A schema of one type, or none: objects, maps, arrays and scalars.
  private mutating func plainType(_ schema: OpenAPINode, type: String?, inlineName: String) -> String? {
    let mapping = OpenAPINodes.mapping(schema.node)
    let format = OpenAPINodes.text(mapping?["format"])
    switch type {
    case "array":
      guard let items = schema.child("items") else {
        note("an array whose items have no schema", at: schema, outcome: .skipped)
        return nil
      }
      return fieldType(items, inlineName: inlineName + "Item").map { "[\($0.text)\($0.nullable ? "?" : "")]" }
    case "string": return stringType(schema, format: format)
    case "integer": return format == "int32" ? "Int32" : "Int"
    case "number": return "Double"
    case "boolean": return "Bool"
    case "object", nil: return objectType(schema, inlineName: inlineName)
    default:
      note("a value of type '\(type ?? "")', which OpenAPI does not define", at: schema, outcome: .skipped)
      return nil
    }
  }

  private mutating func stringType(_ schema: OpenAPINode, format: String?) -> String {
    switch format {
    case "date-time": return "Date"
    case "uuid": return "UUID"
    case "uri", "url": return "URL"
    case "binary", "byte": return "Data"
    case "date":
      note(
        "a calendar date without a time ('format: date'): Date would need a time zone to decode it", at: schema,
        outcome: .typed(as: "String"))
      return "String"
    default: return "String"
    }
  }

  /// An object: an entity of its properties, a dictionary of its `additionalProperties`, or,
  /// with neither, free-form JSON the spec cannot type.
  private mutating func objectType(_ schema: OpenAPINode, inlineName: String) -> String? {
    if let existing = entityNames[schema.pointer] { return existing }
    let members = objectMembers(schema)
    if !members.isEmpty { return entity(schema, members: members, inlineName: inlineName) }
    if let values = schema.child("additionalProperties"), let mapping = OpenAPINodes.mapping(values.node),
      !mapping.isEmpty
    {
      return fieldType(values, inlineName: inlineName + "Value").map { "[String: \($0.text)\($0.nullable ? "?" : "")]" }
    }
    note(
      "a free-form object (no properties; additionalProperties: true or absent): the spec has no type for any JSON",
      at: schema, outcome: .skipped)
    return nil
  }
}
