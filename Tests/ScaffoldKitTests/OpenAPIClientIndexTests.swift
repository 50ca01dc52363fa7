import Testing

@testable import ScaffoldOpenAPI

/// `OpenAPIClientIndex` on snippets in swift-openapi-generator's exact shape: each rule of the
/// reader (nested types, remarks, `CodingKeys`, optionals, compositions, shared responses, the
/// generator's underscores), and the typed error at the file and line it cannot read.
@Suite("OpenAPIClientIndex: the generated client's names read from its files")
struct OpenAPIClientIndexTests {
  private func index() throws -> OpenAPIClientIndex { try OpenAPIClientIndex(files: OpenAPIClientSnippets.all) }

  @Test("an operation by method and path: its namespace, APIProtocol and Client method, identifier")
  func operationNames() throws {
    let index = try index()
    let operation = try #require(index.operation(method: "GET", path: "/store/orders/{orderId}"))
    #expect(operation.typeName == "Operations.GetOrderById")
    #expect(operation.methodName == "getOrderById")
    #expect(operation.operationID == "getOrderById")
    #expect(operation.isInClient)
    #expect(operation.pointer == "#/paths//store/orders/{orderId}/get(getOrderById)")
    #expect(index.operation(method: "get", path: "/store/orders/{orderId}", operationID: "other") == nil)
    // Without an operationId, the generator's `id` is method and path, and the remark has no parentheses.
    let audit = try #require(index.operation(method: "get", path: "/account/audit-log"))
    #expect(audit.operationID == nil)
    #expect(audit.methodName == "getAccountAuditLog")
    #expect(!audit.isInClient)
    #expect(audit.input.parameters.isEmpty && audit.input.body == nil && audit.outputs.isEmpty)
    #expect(audit.undocumentedCase == "undocumented")
  }

  @Test("an input's parameters: Swift name, the document's name from the remark, type, optional")
  func inputParameters() throws {
    let input = try #require(try index().operation(method: "get", path: "/store/orders/{orderId}")).input
    #expect(input.typeName == "Operations.GetOrderById.Input")
    let orderID = try #require(input.parameter(.path, named: "orderId"))
    #expect(orderID.name == "orderId" && orderID.type == "Swift.Int64" && !orderID.isOptional)
    // A name with characters Swift does not take keeps the document's spelling as its key.
    let size = try #require(input.parameter(.query, named: "page[size]"))
    #expect(size.name == "page_lbrack_size_rbrack_" && size.isOptional)
    #expect(size.type == "Components.Parameters.Limit?")
    // The generator's own `accept` header has no remark, so no name of the document.
    #expect(input.parameters[.headers]?.map(\.name) == ["accept"])
    #expect(input.parameters[.headers]?.first?.key == nil)
    #expect(input.parameters[.cookies] == nil)
    #expect(OpenAPIClientParameterLocation(document: "header") == .headers)
  }

  @Test("a request body: optional, each content type's case and payload, inline or a schema")
  func requestBody() throws {
    let body = try #require(try index().operation(method: "get", path: "/store/orders/{orderId}")?.input.body)
    #expect(body.typeName == "Operations.GetOrderById.Input.Body")
    #expect(body.isOptional)
    #expect(body.contents.map(\.caseName) == ["json", "plainText"])
    #expect(body.content("application/json")?.payloadType == "Operations.GetOrderById.Input.Body.JsonPayload")
    #expect(body.content("text/plain")?.payloadType == "OpenAPIRuntime.HTTPBody")
  }

  @Test("outputs: status from the remark, shared responses followed to their body, ranges, default, no content")
  func outputs() throws {
    let operation = try #require(try index().operation(method: "get", path: "/store/orders/{orderId}"))
    #expect(operation.outputs.map(\.caseName) == ["ok", "noContent", "notFound", "clientError", "default"])
    #expect(operation.outputs.map(\.status) == ["200", "204", "404", "4XX", "default"])
    let ok = try #require(operation.output(status: "200"))
    #expect(ok.typeName == "Operations.GetOrderById.Output.Ok" && !ok.hasStatusCode)
    #expect(ok.body?.content("application/json")?.payloadType == "Components.Schemas.Order")
    #expect(operation.output(status: "204")?.body == nil)
    let notFound = try #require(operation.output(status: "404"))
    #expect(notFound.typeName == "Components.Responses.NotFound")
    #expect(notFound.body?.typeName == "Components.Responses.NotFound.Body")
    #expect(notFound.body?.contents.first?.payloadType == "Components.Schemas._Error")
    #expect(operation.output(status: "default")?.hasStatusCode == true)
    #expect(operation.output(status: "4XX")?.hasStatusCode == true)
    #expect(operation.undocumentedCase == "undocumented")
  }

  @Test("structs: JSON keys from CodingKeys' raw values, optionals, additionalProperties")
  func structs() throws {
    let index = try index()
    let draft = try #require(index.structure(named: "Components.Schemas.OrderDraft"))
    #expect(draft.properties.map(\.name) == ["petId", "_type"])
    #expect(draft.properties.map(\.key) == ["pet-id", "type"])
    #expect(draft.property(key: "type")?.isOptional == true)
    #expect(draft.composition == nil && draft.additionalPropertiesType == nil)
    let error = try #require(index.structure(named: "Components.Schemas._Error"))
    #expect(error.properties.map(\.key) == ["code"])
    #expect(error.additionalPropertiesType == "[String: Swift.Int32]")
    #expect(index.structure(named: "Components.Schemas.PaymentMethod") == nil)
    #expect(index.structure(named: "Components.Schemas.Nothing") == nil)
  }

  @Test("allOf and anyOf: parts value1…, told apart by the decoder, and the path to a key through them")
  func compositions() throws {
    let index = try index()
    let order = try #require(index.structure(named: "Components.Schemas.Order"))
    #expect(order.composition == .allOf)
    #expect(order.properties.map(\.name) == ["value1", "value2"])
    #expect(order.properties.allSatisfy { $0.key == nil })
    #expect(index.structure(named: "Components.Schemas.SearchHit")?.composition == .anyOf)
    let status = try #require(index.propertyPath(to: "status", in: "Components.Schemas.Order"))
    #expect(status.map(\.name) == ["value2", "status"])
    #expect(index.propertyPath(to: "pet-id", in: "Components.Schemas.Order")?.map(\.name) == ["value1", "petId"])
    // Through an anyOf's optional part into the allOf.
    let nested = try #require(index.propertyPath(to: "type", in: "Components.Schemas.SearchHit"))
    #expect(nested.map(\.name) == ["value1", "value1", "_type"])
    #expect(nested.first?.isOptional == true)
    #expect(index.propertyPath(to: "missing", in: "Components.Schemas.Order") == nil)
    // An object's own properties are not searched past: only composition parts are followed.
    #expect(index.propertyPath(to: "code", in: "Components.Schemas.OrderDraft") == nil)
  }

  @Test("enums: raw values (a raw string literal too), integer enums, oneOf cases; type aliases")
  func enumsAndAliases() throws {
    let index = try index()
    let status = try #require(index.enumeration(named: "Components.Schemas.Order.Value2Payload.StatusPayload"))
    #expect(status.rawType == "String")
    #expect(status.cases.map(\.rawValue) == ["placed", #"1-"quoted""#])
    #expect(index.enumeration(named: "Components.Schemas.Rating")?.cases.map(\.rawValue) == ["1", "2"])
    #expect(index.enumeration(named: "Components.Schemas.Rating")?.rawType == "Int")
    let method = try #require(index.enumeration(named: "Components.Schemas.PaymentMethod"))
    #expect(method.rawType == nil)
    #expect(method.cases.map(\.name) == ["cardPayment", "_error"])
    #expect(
      method.cases.last?.associatedValues == [GeneratedAssociatedValue(label: nil, type: "Components.Schemas._Error")])
    #expect(index.typeAlias(named: "Components.Schemas.Orders") == "[Components.Schemas.Order]")
    #expect(index.resolvedAlias("Components.Parameters.Limit") == "Swift.Int32")
  }

  @Test("a schema's JSON pointer to its Swift type, the generator's underscore and inline types included")
  func schemaPointers() throws {
    let index = try index()
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/Error") == "Components.Schemas._Error")
    #expect(
      index.typeName(ofSchemaAt: "#/components/schemas/Order/allOf/1") == "Components.Schemas.Order.Value2Payload")
    #expect(
      index.typeName(ofSchemaAt: "#/components/schemas/Order/allOf/1/properties/status")
        == "Components.Schemas.Order.Value2Payload.StatusPayload")
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/Orders/items") == "Components.Schemas.Order")
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/PaymentMethod/oneOf/1") == "Components.Schemas._Error")
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/Error/additionalProperties") == "Swift.Int32")
    #expect(
      index.typeName(ofSchemaAt: "#/paths/~1store~1orders~1{orderId}/get/requestBody/content/application~1json/schema")
        == "Operations.GetOrderById.Input.Body.JsonPayload")
    #expect(
      index.typeName(
        ofSchemaAt: "#/paths/~1store~1orders~1{orderId}/get/responses/404/content/application~1json/schema")
        == "Components.Schemas._Error")
    #expect(
      index.typeName(ofSchemaAt: "#/components/responses/NotFound/content/application~1json/schema")
        == "Components.Schemas._Error")
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/Nothing") == nil)
    #expect(index.typeName(ofSchemaAt: "#/components/schemas/Order/properties/status") == nil)
  }

  @Test("a line of no known shape, a wrong indentation or an unclosed body: an error at the file and line")
  func unreadableLines() throws {
    func failure(_ text: String) -> OpenAPIClientIndexError? {
      do {
        _ = try OpenAPIClientIndex(files: [("Types+Components+Schemas.swift", text)])
        return nil
      } catch {
        return error
      }
    }
    let unknown = failure(
      "internal enum Schemas {\n    internal var x: Int {\n        3\n    }\n    subscript(i: Int) -> Int\n}")
    #expect(
      unknown
        == OpenAPIClientIndexError(
          file: "Types+Components+Schemas.swift", line: 5, reason: "a line the index cannot read",
          text: "subscript(i: Int) -> Int"))
    #expect(failure("internal enum A {\n    internal var x: Int { 3 }\n}")?.line == 2)
    #expect(failure("internal enum A {\n  case b\n}")?.line == 2)
    #expect(failure("internal enum A {\n    case b\n")?.reason == "the file ends inside 'A'")
    #expect(failure("internal struct A {\n    init() {\n        x()\n}")?.line == 4)
    #expect(failure("internal enum A {\n    case b = \"a\\\"b\"\n}")?.line == 2)
    #expect(failure("internal enum A {\n    /// - Remark: Generated from #/x.\n    case b\n}")?.line == 2)
    #expect(failure("internal protocol APIProtocol {\n    func a(_ x: Int) -> Int\n}")?.line == 2)
    #expect(failure("internal var x: Int")?.reason == "a member outside any type")
    let twice = failure("internal enum A {}\ninternal enum A {}")
    #expect(twice?.line == 2 && twice?.description.hasPrefix("Types+Components+Schemas.swift:2: ") == true)
  }

  @Test("an APIProtocol method whose remark or types are missing is refused, naming the file")
  func brokenOperations() throws {
    let withoutRemark = """
      internal protocol APIProtocol: Sendable {
          func a(_ input: Operations.A.Input) async throws -> Operations.A.Output
      }
      """
    #expect(throws: OpenAPIClientIndexError.self) { try OpenAPIClientIndex(files: [("Types.swift", withoutRemark)]) }
    let withoutTypes = """
      internal protocol APIProtocol: Sendable {
          /// - Remark: Generated from `#/paths//a/get(a)`.
          func a(_ input: Operations.A.Input) async throws -> Operations.A.Output
      }
      """
    do {
      _ = try OpenAPIClientIndex(files: [("Types.swift", withoutTypes)])
      Issue.record("the missing Operations.A was not refused")
    } catch {
      #expect(error.file == "Types.swift" && error.line == 3)
      #expect(error.reason.contains("'Operations.A'"))
    }
  }

  @Test("what the generator's log says it skipped: the type and the pointer of the property or parameter")
  func generatorSkips() {
    let log = """
      - Additional file comments: <none>warning: Schema "null" is not supported, reason: "schema type", \
      skipping [context: foundIn=Components.Schemas.Address (#/components/schemas/Address)/location]
      warning: Feature "Cookie params" is not supported, skipping [context: \
      foundIn=Operations.SearchCatalog.Input.Cookies (#/paths/search/GET/cookie)/session]
      warning: Something else [context: foundIn=X]
      Writing data to file Client.swift...
      """
    let skips = OpenAPIGeneratorSkip.skips(inLog: log)
    #expect(skips.map(\.typeName) == ["Components.Schemas.Address", "Operations.SearchCatalog.Input.Cookies"])
    #expect(skips.map(\.pointer) == ["#/components/schemas/Address/location", "#/paths/search/GET/cookie/session"])
    #expect(skips.first?.message == #"Schema "null" is not supported, reason: "schema type", skipping"#)
  }
}
