import ScaffoldBase
import ScaffoldSpec
import Yams

/// Operations made into use cases: the request from the parameters and the JSON body's
/// properties, the response from the first success response's JSON schema.
extension OpenAPIMappingState {
  /// Headers OpenAPI says the client sets itself, so a parameter of that name means nothing.
  private static let transportHeaders: Set<String> = ["accept", "content-type", "authorization"]

  mutating func useCase(_ operation: OpenAPIOperation, name: String, index: Int) -> UseCaseSpec {
    operationID = operation.operationID
    let typeName = OpenAPISwiftNames.pascal(name)
    let path = "useCases[\(index)]"
    var taken: Set<String> = []
    var request = parameterFields(operation, owner: typeName, path: path + ".request", taken: &taken)
    request += bodyFields(operation, owner: typeName, path: path + ".request", taken: &taken)
    var responseNames: Set<String> = []
    let response = responseFields(
      operation, owner: typeName, path: path + ".response", index: index, taken: &responseNames)
    let summary = OpenAPINodes.text(OpenAPINodes.mapping(operation.node.node)?["summary"])
    return UseCaseSpec(
      name: located(name, at: operation.operationIDNode ?? operation.methodKey), summary: summary, request: request,
      response: response, kind: located(operation.isQuery ? "query" : "command", at: operation.methodKey), path: path)
  }

  /// The path-level parameters, then the operation's, one of the same name and place replacing
  /// the path's.
  private mutating func parameters(_ operation: OpenAPIOperation) -> [OpenAPINode] {
    var result: [(key: String, node: OpenAPINode)] = []
    for list in [operation.pathParameters, operation.node.child("parameters")].compactMap({ $0 }) {
      for (index, element) in (OpenAPINodes.sequence(list.node) ?? []).enumerated() {
        guard let parameter = resolved(OpenAPINode(node: element, pointer: "\(list.pointer)/\(index)")),
          let mapping = OpenAPINodes.mapping(parameter.node)
        else { continue }
        let key = "\(OpenAPINodes.text(mapping["in"]) ?? "")|\(OpenAPINodes.text(mapping["name"]) ?? "")"
        if let existing = result.firstIndex(where: { $0.key == key }) {
          result[existing].node = parameter
        } else {
          result.append((key, parameter))
        }
      }
    }
    return result.map(\.node)
  }

  private mutating func parameterFields(
    _ operation: OpenAPIOperation, owner: String, path: String, taken: inout Set<String>
  ) -> [FieldSpec] {
    var fields: [FieldSpec] = []
    for parameter in parameters(operation) {
      guard let mapping = OpenAPINodes.mapping(parameter.node), let name = OpenAPINodes.text(mapping["name"]) else {
        continue
      }
      let place = OpenAPINodes.text(mapping["in"]) ?? ""
      if place == "cookie" {
        note("a cookie parameter: the client's cookie storage sends it", at: parameter, outcome: .skipped)
        continue
      }
      if place == "header", Self.transportHeaders.contains(name.lowercased()) {
        note("the \(name) header, which the client sets itself", at: parameter, outcome: .skipped)
        continue
      }
      guard let schema = parameter.child("schema") ?? mediaSchema(parameter.child("content"))?.schema else {
        note("a parameter without a schema", at: parameter, outcome: .skipped)
        continue
      }
      let inlineName = owner + OpenAPISwiftNames.pascal(name)
      guard let type = fieldType(schema, inlineName: inlineName) else {
        noteReferenceLeftOut(schema)
        continue
      }
      let fieldName = memberName(name, at: parameter, taken: &taken)
      if let origin = OpenAPIOrigin.FieldSource.Place(rawValue: place) {
        fieldOrigins["\(path).\(fieldName)"] = OpenAPIOrigin.FieldSource(origin, name)
      }
      let required = place == "path" || OpenAPINodes.flag(mapping["required"])
      let optional = type.nullable || !required
      fields.append(
        FieldSpec(
          name: located(fieldName, at: mapping["name"] ?? parameter.node),
          type: located(type.text + (optional ? "?" : ""), at: schema.node), path: "\(path).\(fieldName)"))
    }
    return fields
  }

  private mutating func bodyFields(
    _ operation: OpenAPIOperation, owner: String, path: String, taken: inout Set<String>
  ) -> [FieldSpec] {
    guard let reference = operation.node.child("requestBody"), let body = resolved(reference) else { return [] }
    let required = OpenAPINodes.flag(OpenAPINodes.mapping(body.node)?["required"])
    return payloadFields(
      body, owner: owner, path: path, direction: .request, optional: !required, taken: &taken)
  }

  /// The first success response's fields (by status: `200` before `201`, `2XX` last); none for
  /// one without content, such as `204`. Later successes with other content are noted.
  private mutating func responseFields(
    _ operation: OpenAPIOperation, owner: String, path: String, index: Int, taken: inout Set<String>
  ) -> [FieldSpec] {
    guard let responses = operation.node.child("responses"), let codes = OpenAPINodes.mapping(responses.node) else {
      return []
    }
    let successes = codes.compactMap { key, _ -> (code: String, rank: Int)? in
      guard let code = key.string, code.hasPrefix("2") else { return nil }
      return (code, Int(code) ?? 299)
    }.sorted { $0.rank < $1.rank }
    guard let first = successes.first, let chosen = responses.child(first.code),
      let response = resolved(chosen)
    else {
      note("no success (2xx) response is documented, so the use case has no response", at: responses, outcome: .skipped)
      return []
    }
    successStatuses[index] = first.code
    for other in successes.dropFirst() {
      guard let node = responses.child(other.code), let resolvedOther = resolved(node),
        resolvedOther.child("content") != nil
      else { continue }
      note(
        "another success response (\(other.code)); the use case's response is the first one's (\(first.code))",
        at: node, outcome: .skipped)
    }
    if let headers = response.child("headers"), let list = OpenAPINodes.mapping(headers.node) {
      for (key, _) in list {
        guard let name = key.string, let header = headers.child(name) else { continue }
        note("a response header: the response holds the body's fields only", at: header, outcome: .skipped)
      }
    }
    return payloadFields(response, owner: owner, path: path, direction: .response, optional: false, taken: &taken)
  }
}
