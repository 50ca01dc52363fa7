import Foundation

/// A schema's JSON pointer in the document followed through the generated types: a component
/// by its remark, an operation's body by the operation, then `properties`, `items`, `allOf`,
/// `anyOf`, `oneOf` and `additionalProperties` step by step through the types the generator
/// made for them, so an inline schema is found without predicting its name.
struct OpenAPIClientSchemaPointers {
  let index: OpenAPIClientIndex

  func typeName(ofSchemaAt pointer: String) -> String? {
    guard pointer.hasPrefix("#/") else { return nil }
    let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    guard let (start, used) = start(segments) else { return nil }
    var current = start
    var rest = segments.dropFirst(used)
    while !rest.isEmpty {
      guard let (next, steps) = step(from: current, rest) else { return nil }
      current = next
      rest = rest.dropFirst(steps)
    }
    return GeneratedSwiftType.unwrapped(current)
  }

  /// The type the pointer starts at and how many of its segments name it.
  private func start(_ segments: [String]) -> (String, Int)? {
    let byPointer = index.model.typesByPointer
    if segments.count >= 3, segments[0] == "components" {
      let prefix = "#/components/\(segments[1])/\(segments[2])"
      switch segments[1] {
      case "schemas", "requestBodies": return byPointer[prefix].map { ($0, 3) }
      // A shared response's struct has no remark; its body's does.
      case "responses": return byPointer[prefix + "/content"].map { ($0, 3) }
      default: return nil
      }
    }
    guard segments.count >= 4, segments[0] == "paths",
      let operation = index.operation(method: segments[2], path: segments[1])
    else { return nil }
    if segments[3] == "requestBody" { return operation.input.body.map { ($0.typeName, 4) } }
    guard segments[3] == "responses", segments.count >= 5 else { return nil }
    return operation.output(status: segments[4])?.body.map { ($0.typeName, 5) }
  }

  /// One step from the type `current` along `rest`, and how many segments it used.
  private func step(from current: String, _ rest: ArraySlice<String>) -> (String, Int)? {
    let type = index.resolvedAlias(GeneratedSwiftType.unwrapped(current))
    let segment = rest[rest.startIndex]
    let argument = rest.dropFirst().first
    switch segment {
    case "content":
      guard let media = argument, rest.dropFirst(2).first == "schema",
        let body = index.enumeration(named: type),
        let content = body.cases.first(where: { OpenAPIClientOperationReader.contentType($0.pointer) == media })
      else { return nil }
      return content.associatedValues.first.map { ($0.type, 3) }
    case "properties":
      return argument.flatMap { index.structure(named: type)?.property(key: $0) }.map { ($0.type, 2) }
    case "items":
      return GeneratedSwiftType.element(type).map { ($0, 1) }
    case "additionalProperties":
      return index.structure(named: type)?.additionalPropertiesType.flatMap(GeneratedSwiftType.dictionaryValue).map {
        ($0, 1)
      }
    case "allOf", "anyOf":
      guard let position = argument.flatMap({ Int($0) }) else { return nil }
      return index.structure(named: type)?.property(named: "value\(position + 1)").map { ($0.type, 2) }
    case "oneOf":
      guard let position = argument.flatMap({ Int($0) }), let cases = index.enumeration(named: type)?.cases,
        cases.indices.contains(position)
      else { return nil }
      return cases[position].associatedValues.first.map { ($0.type, 2) }
    default:
      return nil
    }
  }
}
