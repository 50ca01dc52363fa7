import ScaffoldBase
import ScaffoldSpec

/// The generated test of one use case's method, written from the client's side so every value is
/// one the API could send: the parameters and body are made first, the request is read from
/// them, and the test expects the very same values in the operation's input; the success answer
/// is made, and the response, turned back into the API's type, must equal it. Each documented
/// error status and an undocumented one must fail as `<Module>APIError` says.
struct OpenAPIMethodTest {
  /// Statements that make the values and the request, both test libraries alike.
  var setup: [String] = []
  /// The outputs the test API answers with, in the order the test calls.
  var answers: [String] = []
  /// The comparisons after the successful call (`actual`, `expected`).
  var responseChecks: [(actual: String, expected: String)] = []
  /// Statements after the calls, before `inputChecks` (the bytes a body sent).
  var afterCalls: [String] = []
  var inputChecks: [(actual: String, expected: String)] = []
  /// The errors each further call must throw, in order.
  var failures: [String] = []
  var usesBytes = false
  /// The statement that makes the request, alone (a test of failed calls needs nothing else).
  var request = ""

  var contextValue: ContextValue {
    [
      "setup": .list(setup.map { ["line": .string($0)] }),
      "answers": .list(answers.map { ["answer": .string($0)] }),
      "readsResponse": .bool(!responseChecks.isEmpty),
      "responseChecks": .list(responseChecks.map { ["actual": .string($0.actual), "expected": .string($0.expected)] }),
      "afterCalls": .list(afterCalls.map { ["line": .string($0)] }),
      "inputChecks": .list(inputChecks.map { ["actual": .string($0.actual), "expected": .string($0.expected)] }),
      "failures": .list(failures.map { ["error": .string($0)] }),
    ]
  }
}

extension OpenAPIServiceBuilder {
  /// The status an undocumented answer of the test API has: none of the fixtures' documents
  /// lists it, and a document that did would see the test fail, not pass by chance.
  static let undocumentedStatus = 599

  /// The test of `method`; `nil` when a value cannot be made or read back (the reason is noted).
  mutating func test(of method: OpenAPIServicePlan.Method, samples: inout OpenAPISamples)
    -> Result<OpenAPIMethodTest, Unmapped>
  {
    do {
      return .success(try makeTest(of: method, samples: &samples))
    } catch {
      notes.append("use case '\(method.name)' gets no generated test of its API mapping: \(error.reason)")
      return .failure(error)
    }
  }

  private mutating func makeTest(of method: OpenAPIServicePlan.Method, samples: inout OpenAPISamples) throws(Unmapped)
    -> OpenAPIMethodTest
  {
    var test = OpenAPIMethodTest()
    let useCase = method.useCase
    let operationName = OpenAPIConversions.literal(
      method.source.operationID ?? "\(method.source.method.uppercased()) \(method.source.path)")
    try requestValues(method, samples: &samples, into: &test)
    if let success = method.outputs.first(where: \.isSuccess)?.output {
      try successAnswer(success, method: method, samples: &samples, into: &test)
    } else if !useCase.response.isEmpty {
      throw Unmapped(reason: "no documented success makes the response")
    }
    for (output, isSuccess) in method.outputs where !isSuccess {
      let status = Self.exampleStatus(output)
      guard let answer = outputValue(output, status: status, body: nil, samples: &samples) else {
        throw Unmapped(reason: "no value of \(output.typeName) can be made")
      }
      test.answers.append(answer)
      test.failures.append("\(errorType).documented(operation: \(operationName), statusCode: \(status))")
    }
    if method.operation.undocumentedCase != nil {
      test.failures.append(
        "\(errorType).undocumented(operation: \(operationName), statusCode: \(Self.undocumentedStatus))")
    }
    return test
  }

  // MARK: - The request

  /// The parameter structs and the body, each `let`, then the request written with the same
  /// values as the module's types write them; the input checks compare what the API received
  /// with the structs.
  private mutating func requestValues(
    _ method: OpenAPIServicePlan.Method, samples: inout OpenAPISamples, into test: inout OpenAPIMethodTest
  ) throws(Unmapped) {
    let useCase = method.useCase
    let calls = method.outputs.filter { !$0.isSuccess }.count + 1 + (method.operation.undocumentedCase == nil ? 0 : 1)
    var values: [String: String] = [:]
    let groups: [(OpenAPIClientParameterLocation, String, String, OpenAPIOrigin.FieldSource.Place)] = [
      (.path, "path", "Path", .path), (.query, "query", "Query", .query), (.headers, "headers", "Headers", .header),
    ]
    for (location, name, typeSuffix, place) in groups {
      let properties = method.operation.input.parameters[location] ?? []
      var carrier: OpenAPISamples.Carrier = [:]
      var fields: [(Field, String)] = []
      for field in useCase.request {
        guard let fieldSource = method.source.request[field: field], fieldSource.place == place,
          properties.contains(where: { $0.key == fieldSource.key })
        else { continue }
        carrier[fieldSource.key] = field.type
        fields.append((field, fieldSource.key))
      }
      guard !fields.isEmpty else { continue }
      let typeName = "\(method.operation.input.typeName).\(typeSuffix)"
      guard let made = samples.structure(typeName, carrier: carrier) else {
        throw Unmapped(reason: "no value of \(typeName) can be made")
      }
      test.setup.append("let \(name) = \(made.client)")
      for (field, key) in fields { values[field.name.camel] = made.moduleByKey[key] }
      test.inputChecks.append(("inputs.map(\\.\(name))", "Array(repeating: \(name), count: \(calls))"))
    }
    try bodyValue(method, calls: calls, samples: &samples, values: &values, into: &test)
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    for field in useCase.request {
      guard let value = values[field.name.camel] else {
        throw Unmapped(reason: "the request's \(field.name.camel) comes from no parameter or body property")
      }
      arguments.append((field.name.camel, OpenAPIExpression(value)))
    }
    test.request = "let request = \(Self.call("\(models).\(useCase.name.pascal).Request", arguments).written)"
    test.setup.append(test.request)
    test.inputChecks.insert(("inputs.count", "\(calls)"), at: 0)
  }

  /// The request body: a value of the payload (its properties those the request's fields carry),
  /// or the text of a body of bytes.
  private mutating func bodyValue(
    _ method: OpenAPIServicePlan.Method, calls: Int, samples: inout OpenAPISamples,
    values: inout [String: String], into test: inout OpenAPIMethodTest
  ) throws(Unmapped) {
    guard let body = method.operation.input.body else { return }
    let fields = method.useCase.request.compactMap { field -> (Field, OpenAPIOrigin.FieldSource)? in
      guard let fieldSource = method.source.request[field: field],
        fieldSource.place == .bodyProperty || fieldSource.place == .body
      else { return nil }
      return (field, fieldSource)
    }
    guard !fields.isEmpty else { return }
    if let (field, fieldSource) = fields.first(where: { $0.1.place == .body }) {
      guard let content = body.content(fieldSource.key) ?? body.contents.first else { return }
      if content.payloadType.hasSuffix("HTTPBody") {
        let text = OpenAPIConversions.literal("body of \(field.name.camel)")
        test.setup.append("let body = Data(\(text).utf8)")
        values[field.name.camel] = Self.isText(field.type) ? text : "body"
        test.usesBytes = true
        test.afterCalls.append("var sentBodies: [Data] = []")
        test.afterCalls.append(
          "for input in inputs { if case .\(content.caseName)(let sent)\(body.isOptional ? "?" : "") = input.body { "
            + "sentBodies.append(try await bytes(sent)) } }"
        )
        test.inputChecks.append(("sentBodies", "Array(repeating: body, count: \(calls))"))
        return
      }
      let payload = OpenAPIClientType(content.payloadType)
      guard let made = samples.value(payload, carriedAs: field.type, label: field.name.camel),
        let module = made.module
      else { throw Unmapped(reason: "no value of \(content.payloadType) can be made") }
      test.setup.append("let body = \(made.client)")
      values[field.name.camel] = module
      test.inputChecks.append(bodyCheck(body, content: content, calls: calls))
      return
    }
    guard let content = body.contents.first(where: { $0.caseName == "json" }) ?? body.contents.first else { return }
    var carrier: OpenAPISamples.Carrier = [:]
    for (field, fieldSource) in fields { carrier[fieldSource.key] = field.type }
    guard let made = samples.structure(content.payloadType, carrier: carrier) else {
      throw Unmapped(reason: "no value of \(content.payloadType) can be made")
    }
    test.setup.append("let body = \(made.client)")
    for (field, fieldSource) in fields { values[field.name.camel] = made.moduleByKey[fieldSource.key] }
    test.inputChecks.append(bodyCheck(body, content: content, calls: calls))
  }

  private func bodyCheck(_ body: OpenAPIClientBody, content: OpenAPIClientContent, calls: Int)
    -> (actual: String, expected: String)
  {
    let sent = "\(body.typeName).\(content.caseName)(body)"
    return ("inputs.map(\\.body)", "Array(repeating: \(body.isOptional ? "Optional(\(sent))" : sent), count: \(calls))")
  }

  // MARK: - The response

  /// The success the test API answers first, and the response it must become, written with the
  /// same values as the module's types write them.
  private mutating func successAnswer(
    _ output: OpenAPIClientOutput, method: OpenAPIServicePlan.Method, samples: inout OpenAPISamples,
    into test: inout OpenAPIMethodTest
  ) throws(Unmapped) {
    let useCase = method.useCase
    let status = Self.exampleStatus(output)
    guard !useCase.response.isEmpty, let body = output.body else {
      guard let answer = outputValue(output, status: status, body: nil, samples: &samples) else {
        throw Unmapped(reason: "no value of \(output.typeName) can be made")
      }
      test.answers.append(answer)
      return
    }
    let whole = useCase.response.first { method.source.response[field: $0]?.place == .body }
    let wanted = whole.flatMap { method.source.response[field: $0] }?.key
    guard
      let content = wanted.flatMap({ body.content($0) }) ?? body.contents.first(where: { $0.caseName == "json" })
        ?? body.contents.first
    else { throw Unmapped(reason: "the \(output.status) response has no content") }
    var moduleByKey: [String: String] = [:]
    var wholeValue: String?
    if let whole {
      let payload = OpenAPIClientType(content.payloadType)
      guard let made = samples.value(payload, carriedAs: whole.type, label: whole.name.camel),
        let module = made.module
      else { throw Unmapped(reason: "no value of \(content.payloadType) can be made") }
      test.setup.append("let answer = \(made.client)")
      wholeValue = module
    } else {
      var carrier: OpenAPISamples.Carrier = [:]
      for field in useCase.response {
        if let key = method.source.response[field: field]?.key { carrier[key] = field.type }
      }
      guard let made = samples.structure(content.payloadType, carrier: carrier) else {
        throw Unmapped(reason: "no value of \(content.payloadType) can be made")
      }
      test.setup.append("let answer = \(made.client)")
      moduleByKey = made.moduleByKey
    }
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    for field in useCase.response {
      let fieldSource = method.source.response[field: field]
      let value: String?
      if fieldSource?.place == .body {
        value = wholeValue
      } else if let key = fieldSource?.key, let made = moduleByKey[key] {
        value = made
      } else if case .optional = field.type {
        // The client has no such property: the service gives nil, as its note says.
        value = "nil"
      } else {
        value = nil
      }
      guard let value else { throw Unmapped(reason: "the response's \(field.name.camel) has no value in the answer") }
      arguments.append((field.name.camel, OpenAPIExpression(value)))
    }
    test.setup.append("let expected = \(Self.call("\(models).\(useCase.name.pascal).Response", arguments).text)")
    test.responseChecks.append(("response", "expected"))
    let answerBody = "\(body.typeName).\(content.caseName)(answer)"
    guard let answer = outputValue(output, status: status, body: answerBody, samples: &samples) else {
      throw Unmapped(reason: "no value of \(output.typeName) can be made")
    }
    test.answers.append(answer)
  }

  /// `.ok(Operations.X.Output.Ok(body: …))`, `.default(statusCode: 500, …)`: its body `body`, or
  /// a value of the document's.
  private func outputValue(_ output: OpenAPIClientOutput, status: Int, body: String?, samples: inout OpenAPISamples)
    -> String?
  {
    let value: String?
    if let body, let structure = index.structure(named: output.typeName) {
      var arguments: [String] = []
      for property in structure.properties {
        if property.name == "body" {
          arguments.append("body: \(body)")
        } else if !property.isOptional {
          guard let made = samples.value(OpenAPIClientType(property.type), carriedAs: nil, label: property.name)
          else { return nil }
          arguments.append("\(property.name): \(made.client)")
        }
      }
      value = "\(output.typeName)(\(arguments.joined(separator: ", ")))"
    } else {
      value = samples.structure(output.typeName, carrier: [:])?.client
    }
    guard let value else { return nil }
    let statusCode = output.hasStatusCode ? "statusCode: \(status), " : ""
    return ".\(output.caseName)(\(statusCode)\(value))"
  }

  /// A status the output stands for: its own, or one of its range (`4XX` 400, `default` 500).
  static func exampleStatus(_ output: OpenAPIClientOutput) -> Int {
    if let status = Int(output.status) { return status }
    if let first = output.status.first, let hundreds = Int(String(first)) { return hundreds * 100 }
    return 500
  }

  private static func isText(_ type: TypeExpression) -> Bool {
    if case .named("String") = type { return true }
    if case .optional(.named("String")) = type { return true }
    return false
  }
}
