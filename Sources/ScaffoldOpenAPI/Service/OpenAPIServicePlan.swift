import ScaffoldBase
import ScaffoldSpec

/// The service a module made from an OpenAPI document gets: each use case one call of the
/// generated client, its request put into the operation's `Input`, each documented output made
/// the use case's response or a typed error. Written as Swift expressions for the template
/// (`Sources/APIService.swift.mustache`), read from the client's own names (`OpenAPIClientIndex`).
public struct OpenAPIServicePlan: Sendable {
  /// One use case's method.
  struct Method {
    var name: String
    var pascal: String
    var clientMethod: String
    /// The operation as the errors name it, a Swift string literal (`"getOrder"`).
    var operationName: String
    var isDeprecated: Bool
    var input: OpenAPIExpression
    /// `case` patterns and what each does, in the client's order.
    var cases: [(pattern: String, lines: [String])]
    /// What the tests need: the use case, where its fields travel, the operation called, and
    /// which of its documented outputs make the response (the others are errors).
    var useCase: UseCase
    var source: OpenAPIOrigin.UseCaseSource
    var operation: OpenAPIClientOperation
    var outputs: [(output: OpenAPIClientOutput, isSuccess: Bool)]
  }

  /// The template's `openapi` context.
  public let context: ContextValue
  /// What could not be mapped and why, one line each, for the module's notes.
  public let notes: [String]

  /// The plan for `module`, whose use cases and entities came from `origin`'s document.
  public static func make(module: Module, origin: OpenAPIOrigin, index: OpenAPIClientIndex) -> OpenAPIServicePlan {
    var builder = OpenAPIServiceBuilder(module: module, origin: origin, index: index)
    return builder.plan()
  }
}

/// Builds `OpenAPIServicePlan`: the conversions it needs are collected as the methods are made.
struct OpenAPIServiceBuilder {
  let module: Module
  let origin: OpenAPIOrigin
  let index: OpenAPIClientIndex
  var conversions: OpenAPIConversions
  var notes: [String] = []
  /// Some use case reads a body of bytes or text into memory (up to `maxBodyBytes`).
  var collectsBodies = false
  let errorType: String
  let models: String

  init(module: Module, origin: OpenAPIOrigin, index: OpenAPIClientIndex) {
    self.module = module
    self.origin = origin
    self.index = index
    conversions = OpenAPIConversions(index: index, entities: module.entities, sources: origin.entitySources)
    errorType = "\(module.name.pascal)APIError"
    models = "\(module.name.pascal)Models"
  }

  /// A reason a use case is not mapped; the method then throws `notMapped` with it.
  struct Unmapped: Error {
    var reason: String
  }

  mutating func plan() -> OpenAPIServicePlan {
    var methods: [ContextValue] = []
    var mapped: [OpenAPIServicePlan.Method] = []
    for useCase in module.useCases {
      guard let source = origin.useCaseSources[useCase.name.original] ?? origin.useCaseSources[useCase.name.camel]
      else {
        // The spec's own use case, not the document's: the team implements it.
        methods.append(unmappedMethod(useCase, reason: "it is the spec's own, not an operation of the document"))
        continue
      }
      do {
        let method = try method(useCase, source: source)
        mapped.append(method)
        methods.append(method.contextValue)
      } catch {
        notes.append("use case '\(useCase.name.camel)' is not mapped to the API client: \(error.reason)")
        methods.append(unmappedMethod(useCase, reason: error.reason))
      }
    }
    // The tests write values as literals of both sides, not through the service's conversions.
    var samples = OpenAPISamples(index: index, entities: conversions.entities, sources: origin.entitySources)
    var tests: [String: OpenAPIMethodTest] = [:]
    var gaps: [String: String] = [:]
    for method in mapped {
      switch test(of: method, samples: &samples) {
      case .success(let test): tests[method.name] = test
      case .failure(let gap): gaps[method.name] = gap.reason
      }
    }
    methods = methods.map { method in
      guard case .object(var members) = method, case .string(let name)? = members["name"] else { return method }
      let test = tests[name]
      members["hasTest"] = .bool(test != nil)
      members["test"] = test?.contextValue ?? OpenAPIMethodTest().contextValue
      // A mapped use case without a test has a skipped one that says why, in the test file.
      members["testGap"] = .string(gaps[name] ?? "")
      members["testGapLiteral"] = .string(OpenAPIConversions.literal(gaps[name] ?? ""))
      return .object(members)
    }
    let operations: [ContextValue] = index.operations.map { operation in
      [
        "clientMethod": .string(operation.methodName), "typeName": .string(operation.typeName),
        "hasUndocumented": .bool(operation.undocumentedCase != nil),
      ]
    }
    let converters = conversions.converters.map(\.contextValue)
    let helpers = conversions.helpers
    let context: ContextValue = [
      // The file's name alone: the record names it from the package root, the command line from
      // where it ran, and the generated text must be the same either way.
      "document": .string(String(origin.document.split(separator: "/").last ?? Substring(origin.document))),
      "sha256": .string(origin.sha256),
      "errorType": .string(errorType),
      "methods": .list(methods),
      "hasMappedMethods": .bool(!mapped.isEmpty),
      "collectsBodies": .bool(collectsBodies),
      "hasOperationsWithoutUndocumented": .bool(index.operations.contains { $0.undocumentedCase == nil }),
      // One use case whose test could be made shows how a failed call is reported.
      "failedCallTests": .list(
        mapped.first { tests[$0.name] != nil }.map { method in
          [
            "name": .string(method.name), "operationName": .string(method.operationName),
            "request": .string(tests[method.name]?.request ?? ""),
          ]
        }.map { [$0] } ?? []),
      "operations": .list(operations),
      "converters": .list(converters),
      "undocumentedStatus": .int(Self.undocumentedStatus),
      "usesBytes": .bool(tests.values.contains(where: \.usesBytes)),
      "usesRequiredValue": .bool(helpers.contains("requiredValue")),
      "usesEnumValue": .bool(helpers.contains("enumValue")),
      "usesUUIDValue": .bool(helpers.contains("uuidValue")),
      "usesURLValue": .bool(helpers.contains("urlValue")),
    ]
    return OpenAPIServicePlan(context: context, notes: notes + conversions.notes.sorted())
  }

  private func unmappedMethod(_ useCase: UseCase, reason: String) -> ContextValue {
    [
      "name": .string(useCase.name.camel), "pascal": .string(useCase.name.pascal), "isMapped": false,
      "isDeprecated": false, "hasTest": false, "test": OpenAPIMethodTest().contextValue, "testGap": "",
      "testGapLiteral": "\"\"",
      "clientMethod": "", "operationName": "", "input": "", "cases": [],
      "reason": .string(OpenAPIConversions.literal(reason)),
    ]
  }

  // MARK: - One use case

  private mutating func method(_ useCase: UseCase, source: OpenAPIOrigin.UseCaseSource) throws(Unmapped)
    -> OpenAPIServicePlan.Method
  {
    guard let operation = index.operation(method: source.method, path: source.path, operationID: source.operationID)
    else {
      throw Unmapped(reason: "the generated client has no operation \(source.method.uppercased()) \(source.path)")
    }
    let input = try inputExpression(useCase, source: source, operation: operation)
    var cases: [(pattern: String, lines: [String])] = []
    var outputs: [(output: OpenAPIClientOutput, isSuccess: Bool)] = []
    let operationName = OpenAPIConversions.literal(source.operationID ?? "\(source.method.uppercased()) \(source.path)")
    // Another success whose body is the chosen one's (a 200 and a 201 of an upsert) is a success too.
    let successBody = source.successStatus.flatMap { operation.output(status: $0)?.body?.contents.map(\.payloadType) }
    for output in operation.outputs {
      var output = output
      if output.status.hasPrefix("2"), let successBody, output.body?.contents.map(\.payloadType) == successBody {
        output.status = source.successStatus ?? output.status
      }
      cases.append(try outputCase(output, useCase: useCase, source: source, operationName: operationName))
      outputs.append((operation.outputs[outputs.count], isSuccess(output, useCase: useCase, source: source)))
    }
    if let undocumented = operation.undocumentedCase {
      cases.append(
        (
          ".\(undocumented)(let statusCode, _)",
          ["throw \(errorType).undocumented(operation: \(operationName), statusCode: statusCode)"]
        ))
    }
    return OpenAPIServicePlan.Method(
      name: useCase.name.camel, pascal: useCase.name.pascal, clientMethod: operation.methodName,
      operationName: operationName, isDeprecated: source.isDeprecated, input: input, cases: cases, useCase: useCase,
      source: source,
      operation: operation, outputs: outputs)
  }

  /// Whether `output` makes the use case's response: its success, or any success when the
  /// response has no fields.
  private func isSuccess(_ output: OpenAPIClientOutput, useCase: UseCase, source: OpenAPIOrigin.UseCaseSource) -> Bool {
    output.status.hasPrefix("2") && (output.status == source.successStatus || useCase.response.isEmpty)
  }

  /// `Operations.X.Input(path: .init(…), query: .init(…), headers: .init(…), body: .json(…))`.
  private mutating func inputExpression(
    _ useCase: UseCase, source: OpenAPIOrigin.UseCaseSource, operation: OpenAPIClientOperation
  ) throws(Unmapped) -> OpenAPIExpression {
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    let groups: [(OpenAPIClientParameterLocation, String, OpenAPIOrigin.FieldSource.Place?)] = [
      (.path, "path", .path), (.query, "query", .query), (.headers, "headers", .header), (.cookies, "cookies", nil),
    ]
    for (location, label, place) in groups {
      var values: [(label: String, value: OpenAPIExpression)] = []
      for property in operation.input.parameters[location] ?? [] {
        guard let key = property.key else { continue }
        let field = useCase.request.first { field in
          let fieldSource = source.request[field: field]
          return fieldSource?.place == place && fieldSource?.key == key
        }
        guard let field else {
          if property.isOptional { continue }
          throw Unmapped(reason: "the API requires the \(label) parameter '\(key)', which the request lacks")
        }
        guard
          let value = conversions.toClient(
            "request.\(field.name.camel)", from: field.type, to: OpenAPIClientType(property.type),
            field: field.name.camel)
        else {
          throw Unmapped(reason: "the request's \(field.name.camel) (\(field.type)) is no \(property.type)")
        }
        values.append((property.name, value))
      }
      if !values.isEmpty { arguments.append((label, Self.call(".init", values))) }
    }
    if let body = operation.input.body, let expression = try bodyExpression(useCase, source: source, body: body) {
      arguments.append(("body", expression))
    }
    return Self.call(operation.input.typeName, arguments)
  }

  /// The request body from the request's body fields: its properties built into the payload's
  /// struct, or the whole body from the one field that holds it.
  private mutating func bodyExpression(
    _ useCase: UseCase, source: OpenAPIOrigin.UseCaseSource, body: OpenAPIClientBody
  ) throws(Unmapped) -> OpenAPIExpression? {
    let fields = useCase.request.compactMap { field -> (Field, OpenAPIOrigin.FieldSource)? in
      guard let fieldSource = source.request[field: field],
        fieldSource.place == .bodyProperty || fieldSource.place == .body
      else { return nil }
      return (field, fieldSource)
    }
    if fields.isEmpty {
      if body.isOptional { return nil }
      throw Unmapped(reason: "the API requires a request body, which the request lacks")
    }
    if let whole = fields.first(where: { $0.1.place == .body }) {
      guard let content = body.content(whole.1.key) ?? body.contents.first else {
        throw Unmapped(reason: "the generated client has no \(whole.1.key) request body")
      }
      guard
        let value = conversions.toClient(
          "request.\(whole.0.name.camel)", from: whole.0.type, to: OpenAPIClientType(content.payloadType),
          field: whole.0.name.camel)
      else { throw Unmapped(reason: "the request's \(whole.0.name.camel) is no \(content.payloadType)") }
      return OpenAPIExpression(".\(content.caseName)(\(value.text))", throwing: value.throwing)
    }
    guard let content = body.contents.first(where: { $0.caseName == "json" }) ?? body.contents.first else {
      throw Unmapped(reason: "the generated client has no JSON request body")
    }
    let byKey = Dictionary(fields.map { ($0.1.key, $0.0) }, uniquingKeysWith: { first, _ in first })
    guard let payload = try structExpression(content.payloadType, byKey: byKey) else {
      throw Unmapped(reason: "the request body \(content.payloadType) is not a struct the index knows")
    }
    let built = OpenAPIExpression(".\(content.caseName)(\(payload.text))", throwing: payload.throwing)
    guard body.isOptional else { return built }
    // An optional body is sent only when one of its fields is.
    let absent = fields.filter { if case .optional = $0.0.type { true } else { false } }
    guard absent.count == fields.count else { return built }
    let none = absent.map { "request.\($0.0.name.camel) == nil" }.joined(separator: " && ")
    return OpenAPIExpression("\(none) ? nil : \(built.text)", throwing: built.throwing)
  }

  /// `Type(a: …, b: …)` for a generated struct, each property from the request field of its key.
  private mutating func structExpression(_ typeName: String, byKey: [String: Field]) throws(Unmapped)
    -> OpenAPIExpression?
  {
    guard let structure = index.structure(named: typeName) else { return nil }
    var failure: Unmapped?
    var nested: [String: OpenAPIExpression] = [:]
    if structure.composition == .allOf {
      for property in structure.properties {
        guard let part = try structExpression(property.type, byKey: byKey) else {
          throw Unmapped(reason: "the request body's part \(property.type) is not a struct the index knows")
        }
        nested[property.type] = part
      }
    }
    // A copy the closure below may change, taken after the parts (which change `self.conversions`
    // themselves), and put back after it.
    var conversions = self.conversions
    let arguments = OpenAPIConversions.structArguments(structure) { key, type in
      guard let field = byKey[key] else { return nil }
      let value = conversions.toClient(
        "request.\(field.name.camel)", from: field.type, to: type, field: field.name.camel)
      if value == nil {
        failure = Unmapped(reason: "the request's \(field.name.camel) (\(field.type)) is no \(type.description)")
      }
      return value
    } part: { partType in
      nested[partType]
    }
    self.conversions = conversions
    if let failure { throw failure }
    guard let arguments else {
      let missing = structure.properties.filter { !$0.isOptional && $0.key.map { byKey[$0] == nil } ?? false }
      throw Unmapped(
        reason:
          "the API requires \(missing.compactMap(\.key).joined(separator: ", ")) in the request body, which the request lacks"
      )
    }
    return Self.call(typeName, arguments)
  }

  /// One documented output: the success the response is made from, another success without a
  /// body to read, or a documented error.
  private mutating func outputCase(
    _ output: OpenAPIClientOutput, useCase: UseCase, source: OpenAPIOrigin.UseCaseSource, operationName: String
  ) throws(Unmapped) -> (pattern: String, lines: [String]) {
    let response = "\(models).\(useCase.name.pascal).Response"
    if isSuccess(output, useCase: useCase, source: source) {
      try requireEveryRequiredProperty(of: output, in: useCase, source: source)
      if useCase.response.isEmpty { return (".\(output.caseName)", ["return \(response)()"]) }
      return try successCase(
        output, useCase: useCase, source: source, response: response, operationName: operationName)
    }
    let statusCode = output.hasStatusCode ? "statusCode" : (Int(output.status).map(String.init) ?? "0")
    let pattern = output.hasStatusCode ? ".\(output.caseName)(let statusCode, _)" : ".\(output.caseName)"
    return (pattern, ["throw \(errorType).documented(operation: \(operationName), statusCode: \(statusCode))"])
  }

  /// A success whose body has a required property the response has no field for (a `oneOf`
  /// the spec cannot hold) would be a success that loses what the API always sends: the use
  /// case is left to the team's code instead.
  private func requireEveryRequiredProperty(
    of output: OpenAPIClientOutput, in useCase: UseCase, source: OpenAPIOrigin.UseCaseSource
  ) throws(Unmapped) {
    // A field that holds the whole body holds every property.
    guard let content = output.body?.contents.first(where: { $0.caseName == "json" }),
      !useCase.response.contains(where: { source.response[field: $0]?.place == .body })
    else { return }
    let held = Set(useCase.response.compactMap { source.response[field: $0]?.key })
    let missing = requiredKeys(of: content.payloadType).filter { !held.contains($0) }
    guard !missing.isEmpty else { return }
    throw Unmapped(
      reason: "the API always sends \(missing.map { "'\($0)'" }.joined(separator: ", ")) in its \(output.status) "
        + "answer, which the response has no field for (see the document's notes)")
  }

  /// The JSON keys a generated struct always has, through its `allOf` parts.
  private func requiredKeys(of typeName: String, visited: Set<String> = []) -> [String] {
    guard !visited.contains(typeName), let structure = index.structure(named: typeName) else { return [] }
    switch structure.composition {
    case .allOf?:
      return structure.properties.flatMap { requiredKeys(of: $0.type, visited: visited.union([typeName])) }
    case .anyOf?:
      return []
    case nil:
      return structure.properties.filter { !$0.isOptional }.compactMap(\.key)
    }
  }

  private mutating func successCase(
    _ output: OpenAPIClientOutput, useCase: UseCase, source: OpenAPIOrigin.UseCaseSource, response: String,
    operationName: String
  ) throws(Unmapped) -> (pattern: String, lines: [String]) {
    guard let body = output.body else {
      throw Unmapped(reason: "the \(output.status) response has no body to read the response from")
    }
    let whole = useCase.response.first { field in
      source.response[field: field]?.place == .body
    }
    let wanted = whole.flatMap { source.response[field: $0] }?.key
    guard
      let content = wanted.flatMap({ body.content($0) }) ?? body.contents.first(where: { $0.caseName == "json" })
        ?? body.contents.first
    else { throw Unmapped(reason: "the \(output.status) response has no content") }
    let binding = output.hasStatusCode ? "(_, let output)" : "(let output)"
    var lines: [String] = []
    let payload = OpenAPIClientType(content.payloadType)
    if case .named(let name) = payload, name.hasSuffix("HTTPBody") {
      collectsBodies = true
      lines.append(
        "let body = try await call(\(operationName)) { try await \(Self.collected(for: whole?.type))(collecting: "
          + "output.body.\(content.caseName), upTo: Self.maxBodyBytes) }"
      )
    } else {
      lines.append("let body = try output.body.\(content.caseName)")
    }
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    for field in useCase.response {
      let fieldSource = source.response[field: field]
      let value: OpenAPIExpression?
      switch fieldSource?.place {
      case .body?:
        if case .named(let name) = payload, name.hasSuffix("HTTPBody") {
          value = OpenAPIExpression("body")
        } else {
          value = conversions.toModule("body", from: payload, to: field.type, field: field.name.camel)
        }
      case .bodyProperty?:
        if let key = fieldSource?.key, let access = conversions.access(key, in: content.payloadType, from: "body") {
          value = conversions.toModule(access.text, from: access.type, to: field.type, field: field.name.camel)
        } else if case .optional = field.type {
          // A property the generated client has no member for: the field stays empty, and says so.
          notes.append(
            "the response's \(field.name.camel) of '\(useCase.name.camel)' is always nil: the generated "
              + "\(content.payloadType) has no '\(fieldSource?.key ?? field.name.original)'")
          value = OpenAPIExpression("nil")
        } else {
          value = nil
        }
      default:
        value = nil
      }
      guard let value else {
        throw Unmapped(reason: "the response's \(field.name.camel) (\(field.type)) is not in \(content.payloadType)")
      }
      arguments.append((field.name.camel, value))
    }
    lines.append("return \(Self.call(response, arguments).written)")
    return (".\(output.caseName)\(binding)", lines)
  }

  /// What an `HTTPBody` is collected into: `String` for a text field, else `Data`.
  private static func collected(for type: TypeExpression?) -> String {
    if case .named("String")? = type { return "String" }
    if case .optional(.named("String"))? = type { return "String" }
    return "Data"
  }

  /// `name(label: value, …)`, throwing when an argument does.
  static func call(_ name: String, _ arguments: [(label: String, value: OpenAPIExpression)]) -> OpenAPIExpression {
    let text = arguments.map { "\($0.label): \($0.value.text)" }.joined(separator: ", ")
    return OpenAPIExpression("\(name)(\(text))", throwing: arguments.contains { $0.value.throwing })
  }
}

extension OpenAPIServicePlan.Method {
  var contextValue: ContextValue {
    [
      "name": .string(name), "pascal": .string(pascal), "isMapped": true, "clientMethod": .string(clientMethod),
      "isDeprecated": .bool(isDeprecated), "reason": "", "operationName": .string(operationName),
      "input": .string(input.text),
      "cases": .list(
        cases.map { entry in
          ["pattern": .string(entry.pattern), "lines": .list(entry.lines.map { ["line": .string($0)] })]
        }),
    ]
  }
}

extension OpenAPIConversions.Converter {
  var contextValue: ContextValue {
    [
      "toModule": .bool(direction == .toModule),
      "entity": .string(entity), "clientType": .string(clientType),
      "throws": .bool(throwing),
      "arguments": .string(OpenAPIServiceBuilder.call("self.init", arguments).text),
      "isEmpty": .bool(arguments.isEmpty),
    ]
  }
}
