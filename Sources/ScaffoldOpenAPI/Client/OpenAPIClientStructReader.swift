/// A generated struct's properties named as the document names them: by its `CodingKeys`' raw
/// values, else by its remark (a parameter's `…/GET/path/orderId`), and its composition.
enum OpenAPIClientStructReader {
  static func structure(_ type: GeneratedType, codingKeys: GeneratedType? = nil) -> OpenAPIClientStruct {
    let keys = codingKeyNames(codingKeys)
    var properties: [OpenAPIClientProperty] = []
    var additional: String?
    let parts = isComposition(type)
    for member in type.properties {
      guard let propertyType = member.type else { continue }
      // The generator's container of undocumented keys has no remark; a schema's property of
      // that name has one.
      if member.name == "additionalProperties", member.pointer == nil {
        additional = propertyType
        continue
      }
      let key = parts ? nil : keys?[member.name] ?? documentName(member.pointer, parent: type.pointer)
      properties.append(OpenAPIClientProperty(name: member.name, key: key, type: propertyType, pointer: member.pointer))
    }
    return OpenAPIClientStruct(
      name: type.name, pointer: type.pointer, properties: properties,
      composition: parts ? (type.decodesAnyOf ? .anyOf : .allOf) : nil, additionalPropertiesType: additional)
  }

  /// `CodingKeys`' cases: `case _type = "type"` is `type`, `case name` is `name`.
  private static func codingKeyNames(_ type: GeneratedType?) -> [String: String]? {
    guard let type else { return nil }
    var names: [String: String] = [:]
    for member in type.cases {
      guard case .enumCase(_, let rawValue) = member.kind else { continue }
      names[member.name] = rawValue ?? member.name
    }
    return names
  }

  /// Parts `value1`…`valueN`, each generated from `<struct>/valueN`, and no `CodingKeys`.
  private static func isComposition(_ type: GeneratedType) -> Bool {
    let stored = type.properties.filter { !($0.name == "additionalProperties" && $0.pointer == nil) }
    guard !stored.isEmpty, type.member("CodingKeys") == nil else { return false }
    return stored.enumerated().allSatisfy { index, member in
      member.name == "value\(index + 1)"
        && (type.pointer == nil || member.pointer == type.pointer.map { "\($0)/value\(index + 1)" })
    }
  }

  /// The last part of `pointer` past its parent's (`…/GET/path` + `/orderId` → `orderId`), so
  /// that a name with a slash in it stays whole; the last segment when the parent has none.
  static func documentName(_ pointer: String?, parent: String?) -> String? {
    guard let pointer else { return nil }
    if let parent, pointer.hasPrefix(parent + "/") { return String(pointer.dropFirst(parent.count + 1)) }
    return pointer.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
  }
}
