import ScaffoldBase
import ScaffoldSpec
import Yams

/// One property of an object schema, its own or one of its `allOf` parts'.
struct OpenAPIProperty {
  var name: String
  var key: Node
  var schema: OpenAPINode
  var required: Bool
}

/// Which way a field's value travels, which decides the properties it skips: `readOnly` ones are
/// never sent, `writeOnly` ones never come back.
enum OpenAPIDirection {
  case request, response, both
}

/// Object schemas: their properties, `allOf` parts merged into one object, and the entities
/// they become.
extension OpenAPIMappingState {
  /// The properties of `schema` with those of its `allOf` parts, in order (a later part's
  /// property of the same name replaces an earlier one in place); empty when it is no object.
  mutating func objectMembers(_ schema: OpenAPINode, visiting: Set<String> = []) -> [OpenAPIProperty] {
    guard let mapping = OpenAPINodes.mapping(schema.node), !visiting.contains(schema.pointer) else { return [] }
    let visiting = visiting.union([schema.pointer])
    var members: [OpenAPIProperty] = []
    func merge(_ property: OpenAPIProperty) {
      if let index = members.firstIndex(where: { $0.name == property.name }) {
        let required = members[index].required || property.required
        members[index] = property
        members[index].required = required
      } else {
        members.append(property)
      }
    }
    if let parts = schema.child("allOf"), let list = OpenAPINodes.sequence(parts.node) {
      for index in list.indices {
        guard let part = resolved(OpenAPINode(node: list[index], pointer: "\(parts.pointer)/\(index)")) else {
          continue
        }
        guard isObjectLike(part) else {
          note("an 'allOf' part that is not an object, which cannot be merged", at: part, outcome: .skipped)
          continue
        }
        objectMembers(part, visiting: visiting).forEach(merge)
      }
    }
    let required = Set(OpenAPINodes.sequence(mapping["required"])?.compactMap(OpenAPINodes.text) ?? [])
    if let properties = schema.child("properties"), let list = OpenAPINodes.mapping(properties.node) {
      for (key, value) in list {
        guard let name = key.string else { continue }
        let pointer = properties.pointer + "/" + OpenAPINodes.pointerSegment(name)
        merge(
          OpenAPIProperty(name: name, key: key, schema: OpenAPINode(node: value, pointer: pointer), required: false))
      }
    }
    for index in members.indices where required.contains(members[index].name) { members[index].required = true }
    if !members.isEmpty, let extra = schema.child("additionalProperties"), OpenAPINodes.text(extra.node) != "false" {
      note(
        "keys beyond the object's properties (additionalProperties): an entity holds only its properties", at: extra,
        outcome: .skipped)
    }
    return members
  }

  /// An object without `oneOf`, `anyOf`, `enum`, `items` or another type: what `allOf` merges.
  private func isObjectLike(_ schema: OpenAPINode) -> Bool {
    guard let mapping = OpenAPINodes.mapping(schema.node) else { return false }
    let type = OpenAPINodes.text(mapping["type"])
    return (type == nil || type == "object") && mapping["oneOf"] == nil && mapping["anyOf"] == nil
      && mapping["enum"] == nil && mapping["items"] == nil
  }

  /// The entity `schema` becomes: named after its component, or `inlineName` for an inline
  /// object; registered before its fields are read, so a schema that refers to itself ends.
  mutating func entity(_ schema: OpenAPINode, members: [OpenAPIProperty], inlineName: String) -> String {
    if let existing = entityNames[schema.pointer] { return existing }
    let component = Self.componentName(schema.pointer)
    let written = component.map(OpenAPISwiftNames.pascal) ?? inlineName
    let name = OpenAPISwiftNames.unique(OpenAPISwiftNames.type(written, avoiding: takenTypeNames), in: takenTypeNames)
    if component != nil, name != written {
      note(
        "the schema's name '\(component ?? "")' is taken or would shadow a type the generated code uses", at: schema,
        outcome: .renamed(to: name))
    }
    entityNames[schema.pointer] = name
    takenTypeNames.insert(name)
    let index = entities.count
    // A component's entity is located at its name in `components/schemas`, where a team renames it.
    let place = component.flatMap { componentKey($0) } ?? schema.node
    entities.append(EntitySpec(name: located(name, at: place), path: "entities[\(index)]"))
    var taken: Set<String> = []
    let fields = fields(members, owner: name, path: "entities[\(index)].fields", direction: .both, taken: &taken)
    entities[index].fields = fields
    return name
  }

  /// The key `name` of `components/schemas`.
  private func componentKey(_ name: String) -> Node? {
    let components = OpenAPINodes.mapping(OpenAPINodes.value(document.root, "components"))
    let schemas = components.flatMap { OpenAPINodes.mapping(OpenAPINodes.value($0, "schemas")) }
    return schemas?.first { $0.key.string == name }?.key
  }

  /// The fields of `members`, named as members and unique among `taken`; `owner` names the
  /// entities of inline objects among them.
  mutating func fields(
    _ members: [OpenAPIProperty], owner: String, path: String, direction: OpenAPIDirection, optional: Bool = false,
    taken: inout Set<String>
  ) -> [FieldSpec] {
    var fields: [FieldSpec] = []
    for member in members {
      if direction == .request, isMarked(member.schema, "readOnly") { continue }
      if direction == .response, isMarked(member.schema, "writeOnly") { continue }
      let inlineName = owner + OpenAPISwiftNames.pascal(member.name)
      guard let type = fieldType(member.schema, inlineName: inlineName) else {
        noteReferenceLeftOut(member.schema)
        continue
      }
      let name = memberName(member.name, at: member.schema, taken: &taken)
      let isOptional = optional || type.nullable || !member.required
      fieldSources["\(owner).\(name)"] = member.schema
      fieldOrigins["\(path).\(name)"] = OpenAPIOrigin.FieldSource(.bodyProperty, member.name)
      fields.append(
        FieldSpec(
          name: located(name, at: member.key),
          type: located(type.text + (isOptional ? "?" : ""), at: member.schema.node),
          path: "\(path).\(name)"))
    }
    return fields
  }

  /// A field left out because the schema it refers to cannot be mapped is noted where it is
  /// written too: the schema's own note, written once, would not say which fields it cost.
  mutating func noteReferenceLeftOut(_ schema: OpenAPINode) {
    guard let target = OpenAPINodes.text(OpenAPINodes.mapping(schema.node)?["$ref"]) else { return }
    note("the field refers to \(target), which the spec cannot hold (its note says why)", at: schema, outcome: .skipped)
  }

  /// `raw` as a member name unique among `taken`, noted when more than its casing changed.
  mutating func memberName(_ raw: String, at node: OpenAPINode, taken: inout Set<String>) -> String {
    let name = OpenAPISwiftNames.unique(OpenAPISwiftNames.member(raw), in: taken)
    taken.insert(name)
    let letters = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
    if letters(name) != letters(raw) {
      note("the name '\(raw)' is not a Swift name, or is taken", at: node, outcome: .renamed(to: name))
    }
    return name
  }

  /// `readOnly: true` on the property or on the schema it refers to.
  private mutating func isMarked(_ schema: OpenAPINode, _ flag: String) -> Bool {
    if OpenAPINodes.flag(OpenAPINodes.mapping(schema.node)?[flag]) { return true }
    return OpenAPINodes.flag(OpenAPINodes.mapping(resolved(schema)?.node)?[flag])
  }
}
