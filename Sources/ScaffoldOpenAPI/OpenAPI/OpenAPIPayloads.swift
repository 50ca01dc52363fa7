import ScaffoldBase
import ScaffoldSpec
import Yams

/// The content of a request body or a response: a JSON object's properties become fields; any
/// other JSON value is one field (`items` for a list, `body` otherwise); a binary body of
/// another media type is `body: Data`; the rest is noted and left out.
extension OpenAPIMappingState {
  /// The schema of `content`'s JSON media type (`application/json` first, then any `…json`),
  /// else of its first one.
  func mediaSchema(_ content: OpenAPINode?) -> (mediaType: String, schema: OpenAPINode?, isJSON: Bool)? {
    guard let content, let types = OpenAPINodes.mapping(content.node) else { return nil }
    let names = types.keys.compactMap(\.string)
    guard
      let chosen = names.first(where: { $0 == "application/json" }) ?? names.first(where: { $0.contains("json") })
        ?? names.first
    else { return nil }
    let media = content.child(chosen)
    return (chosen, media?.child("schema"), chosen.contains("json"))
  }

  mutating func payloadFields(
    _ container: OpenAPINode, owner: String, path: String, direction: OpenAPIDirection, optional: Bool,
    taken: inout Set<String>
  ) -> [FieldSpec] {
    let content = container.child("content")
    guard let media = mediaSchema(content) else { return [] }
    guard media.isJSON else {
      let place = content?.child(media.mediaType) ?? container
      return otherMediaField(media.schema, at: place, mediaType: media.mediaType, path: path, taken: &taken)
    }
    guard let schema = media.schema else {
      note("a \(media.mediaType) body without a schema", at: content ?? container, outcome: .skipped)
      return []
    }
    guard let resolvedSchema = resolved(schema) else { return [] }
    let mapping = OpenAPINodes.mapping(resolvedSchema.node)
    let isUnion = mapping?["oneOf"] != nil || mapping?["anyOf"] != nil
    let members = isUnion ? [] : objectMembers(resolvedSchema)
    if !members.isEmpty {
      return fields(members, owner: owner, path: path, direction: direction, optional: optional, taken: &taken)
    }
    guard let type = fieldType(schema, inlineName: owner + "Body") else { return [] }
    let isList = type.text.hasPrefix("[") && !type.text.contains(":")
    let name = OpenAPISwiftNames.unique(isList ? "items" : "body", in: taken)
    taken.insert(name)
    let text = type.text + (type.nullable || optional ? "?" : "")
    fieldOrigins["\(path).\(name)"] = OpenAPIOrigin.FieldSource(.body, media.mediaType)
    note(
      "the body is not an object with properties, so one field, '\(name)', holds it", at: schema,
      outcome: .typed(as: text))
    return [
      FieldSpec(name: located(name, at: schema.node), type: located(text, at: schema.node), path: "\(path).\(name)")
    ]
  }

  /// A body of another media type: its bytes as `body: Data` (a file, or a media type without a
  /// schema, which 3.1 reads as any bytes), or its text as `body: String` (`text/csv`); other
  /// shapes (a form's fields) are left out.
  private mutating func otherMediaField(
    _ schema: OpenAPINode?, at place: OpenAPINode, mediaType: String, path: String, taken: inout Set<String>
  ) -> [FieldSpec] {
    let mapping = schema.flatMap { OpenAPINodes.mapping(resolved($0)?.node) }
    let type = OpenAPINodes.text(mapping?["type"])
    let format = OpenAPINodes.text(mapping?["format"])
    let isBytes =
      mapping?.isEmpty ?? true || format == "binary" || format == "byte" || mapping?["contentMediaType"] != nil
    guard isBytes || type == "string" else {
      note("a \(mediaType) body: only JSON, binary and text bodies are mapped", at: schema ?? place, outcome: .skipped)
      return []
    }
    let fieldType = isBytes ? "Data" : "String"
    let name = OpenAPISwiftNames.unique("body", in: taken)
    taken.insert(name)
    fieldOrigins["\(path).\(name)"] = OpenAPIOrigin.FieldSource(.body, mediaType)
    note(
      "a \(mediaType) body, not JSON: its \(isBytes ? "bytes" : "text")", at: schema ?? place,
      outcome: .typed(as: fieldType))
    let node = (schema ?? place).node
    return [FieldSpec(name: located(name, at: node), type: located(fieldType, at: node), path: "\(path).\(name)")]
  }
}
