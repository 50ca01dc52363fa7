import Foundation

/// The operations of a read output: each method of `APIProtocol`, its `Operations.X` namespace,
/// its `Input`'s parameter structs and body, and its `Output`'s cases with their bodies.
struct OpenAPIClientOperationReader {
  let model: GeneratedSwiftModel

  private static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// None when the files hold no `APIProtocol` (only schemas were given).
  func operations() throws(OpenAPIClientIndexError) -> [OpenAPIClientOperation] {
    guard let api = model.types["APIProtocol"] else { return [] }
    let clientMethods = Set(model.types["Client"]?.members.compactMap(Self.methodName) ?? [])
    var operations: [OpenAPIClientOperation] = []
    for member in api.members {
      guard case .method(let input, let output) = member.kind else { continue }
      let typeName = String(input.dropLast(".Input".count))
      guard input.hasSuffix(".Input"), output == typeName + ".Output" else {
        throw failure(api, member.line, "an APIProtocol method whose input and output are not one operation's")
      }
      guard let pointer = member.pointer else {
        throw failure(api, member.line, "an APIProtocol method without the remark of the operation it was made from")
      }
      guard let namespace = model.types[typeName] else {
        throw failure(api, member.line, "'\(typeName)', which the method names, is not in the files")
      }
      let (method, path, operationID) = try Self.operation(pointer, id: namespace.constants["id"], in: api, member.line)
      operations.append(
        OpenAPIClientOperation(
          method: method, path: path, operationID: operationID, pointer: pointer, typeName: typeName,
          methodName: member.name, isInClient: clientMethods.contains(member.name),
          input: try self.input(typeName + ".Input", from: namespace),
          outputs: try outputs(typeName + ".Output", pointer: pointer, from: namespace),
          undocumentedCase: model.types[typeName + ".Output"]?.member("undocumented")?.name))
    }
    return operations
  }

  private static func methodName(_ member: GeneratedMember) -> String? {
    if case .method = member.kind { member.name } else { nil }
  }

  /// `#/paths//store/orders/{orderId}/get(getOrderById)`: the path as written, the method, and
  /// the identifier in parentheses when the operation's `id` constant is it.
  private static func operation(
    _ pointer: String, id: String?, in api: GeneratedType, _ line: Int
  ) throws(OpenAPIClientIndexError) -> (String, String, String?) {
    var rest = Substring(pointer)
    var operationID: String?
    guard rest.hasPrefix("#/paths/") else {
      throw OpenAPIClientIndexError(
        file: api.file, line: line, reason: "an operation's remark outside #/paths", text: pointer)
    }
    rest = rest.dropFirst("#/paths/".count)
    if let id, rest.hasSuffix("(\(id))") {
      operationID = id
      rest = rest.dropLast(id.count + 2)
    }
    guard let slash = rest.lastIndex(of: "/"), methods.contains(String(rest[rest.index(after: slash)...])) else {
      throw OpenAPIClientIndexError(
        file: api.file, line: line, reason: "an operation's remark that ends in no HTTP method", text: pointer)
    }
    return (String(rest[rest.index(after: slash)...]), String(rest[..<slash]), operationID)
  }

  private func input(_ name: String, from namespace: GeneratedType) throws(OpenAPIClientIndexError)
    -> OpenAPIClientInput
  {
    guard let input = model.types[name] else { throw failure(namespace, namespace.line, "'\(name)' is missing") }
    var parameters: [OpenAPIClientParameterLocation: [OpenAPIClientProperty]] = [:]
    for location in OpenAPIClientParameterLocation.allCases {
      guard let type = input.member(location.rawValue)?.type else { continue }
      guard let structure = model.types[GeneratedSwiftType.unwrapped(type)] else {
        throw failure(input, input.line, "'\(type)', the type of its \(location.rawValue), is missing")
      }
      parameters[location] = OpenAPIClientStructReader.structure(structure).properties
    }
    let body = try input.member("body").flatMap { member throws(OpenAPIClientIndexError) in
      try member.type.map { type throws(OpenAPIClientIndexError) in try self.body(type, owner: input, member.line) }
    }
    return OpenAPIClientInput(typeName: name, parameters: parameters, body: body)
  }

  private func outputs(
    _ name: String, pointer: String, from namespace: GeneratedType
  ) throws(OpenAPIClientIndexError) -> [OpenAPIClientOutput] {
    guard let output = model.types[name] else { throw failure(namespace, namespace.line, "'\(name)' is missing") }
    var outputs: [OpenAPIClientOutput] = []
    for member in output.cases where member.name != "undocumented" || member.pointer != nil {
      guard case .enumCase(let values, _) = member.kind, let type = values.last?.type,
        let remark = member.pointer, remark.hasPrefix(pointer + "/responses/")
      else {
        throw failure(output, member.line, "an output case without a response's remark and type")
      }
      guard let response = model.types[type] else {
        throw failure(output, member.line, "'\(type)', the response's type, is missing")
      }
      let body = try response.member("body").flatMap { body throws(OpenAPIClientIndexError) in
        try body.type.map { bodyType throws(OpenAPIClientIndexError) in
          try self.body(bodyType, owner: response, body.line)
        }
      }
      outputs.append(
        OpenAPIClientOutput(
          caseName: member.name, status: String(remark.dropFirst(pointer.count + "/responses/".count)), typeName: type,
          hasStatusCode: values.count == 2 && values.first?.label == "statusCode", body: body))
    }
    return outputs
  }

  /// The body enum `type` names, each case a content type.
  private func body(_ type: String, owner: GeneratedType, _ line: Int) throws(OpenAPIClientIndexError)
    -> OpenAPIClientBody
  {
    let name = GeneratedSwiftType.unwrapped(type)
    guard let body = model.types[name], body.kind == .enumeration else {
      throw failure(owner, line, "'\(name)', the body's type, is no enum in the files")
    }
    var contents: [OpenAPIClientContent] = []
    for member in body.cases {
      guard case .enumCase(let values, _) = member.kind, values.count == 1, let payload = values.first?.type else {
        throw failure(body, member.line, "a body's case without one payload")
      }
      contents.append(
        OpenAPIClientContent(caseName: member.name, contentType: Self.contentType(member.pointer), payloadType: payload)
      )
    }
    return OpenAPIClientBody(typeName: name, isOptional: GeneratedSwiftType.isOptional(type), contents: contents)
  }

  /// The media type a content case's remark ends in (`…/content/application\/json`).
  static func contentType(_ pointer: String?) -> String? {
    guard let pointer, let range = pointer.range(of: "/content/", options: .backwards) else { return nil }
    return pointer[range.upperBound...].replacingOccurrences(of: "\\/", with: "/")
  }

  private func failure(_ type: GeneratedType, _ line: Int, _ reason: String) -> OpenAPIClientIndexError {
    OpenAPIClientIndexError(file: type.file, line: line, reason: "\(type.name): \(reason)")
  }
}
