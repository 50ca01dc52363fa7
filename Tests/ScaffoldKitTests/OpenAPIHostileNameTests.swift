import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// Names real documents use that Swift does not take (`@id` and `_links` of JSON-LD and HAL, `$type`,
/// keywords, digits first, letters outside ASCII, two spellings of one name) become names the
/// spec accepts, each change noted.
@Suite("OpenAPI names made Swift names")
struct OpenAPIHostileNameTests {
  static let document = """
    openapi: 3.1.0
    info: { title: A, version: "1" }
    paths:
      /things:
        get:
          tags: [things]
          operationId: Things.List
          parameters:
            - { name: "$filter", in: query, schema: { type: string } }
            - { name: "page[size]", in: query, schema: { type: integer } }
            - { name: X-Trace-Id, in: header, schema: { type: string } }
          responses:
            "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } } }
        post:
          tags: [things]
          operationId: things_list
          requestBody:
            content: { application/json: { schema: { $ref: "#/components/schemas/order-line" } } }
          responses:
            "201": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Order.Line" } } } }
      /🍕:
        delete: { tags: [things], operationId: "🍕", responses: { "204": { description: gone } } }
        put: { tags: [things], operationId: 123start, responses: { "204": { description: done } } }
    components:
      schemas:
        Error:
          type: object
          properties:
            "@id": { type: string }
            _links: { type: object, properties: { self: { type: object, properties: { href: { type: string } } } } }
            "$type": { type: string }
            2fa: { type: boolean }
            ключ: { type: string }
            first name: { type: string }
            default: { type: string }
            self: { type: string }
            Type: { type: string }
            id: { type: string }
            ID: { type: string }
            data: { $ref: "#/components/schemas/Data" }
        Data: { type: object, properties: { value: { type: number } } }
        order-line: { type: object, properties: { quantity: { type: integer } } }
        Order.Line: { type: object, properties: { sku: { type: string } } }
    """

  @Test("the mapped spec is valid for every architecture, and every change of a name is noted")
  func hostileNames() throws {
    for architecture in ["viper", "vip", "mvvm", "mvp", "mvc"] {
      let mapped = try OpenAPIModuleMapper.map(
        OpenAPIDocument(text: Self.document, file: "hostile.yaml"),
        selection: OpenAPISelection(tags: ["things"], architecture: architecture))
      let errors = SpecDiagnostics.printed { _ = try ModuleGenerator().module(from: mapped.spec) }
      #expect(errors == [], "\(architecture)")
      let read = try SpecLoader.load(text: mapped.specText, file: "things.yml")
      #expect(SpecDiagnostics.printed { _ = try ModuleGenerator().module(from: read) } == [])
    }
    let mapped = try OpenAPIModuleMapper.map(
      OpenAPIDocument(text: Self.document, file: "hostile.yaml"), selection: OpenAPISelection(tags: ["things"]))
    #expect(mapped.spec.useCases.map(\.name.value) == ["thingsList", "thingsList2", "call", "call123start"])
    #expect(mapped.spec.useCases[0].request.map(\.name.value) == ["filter", "pageSize", "xTraceId"])
    #expect(
      mapped.spec.useCases[0].response.map(\.name.value) == [
        "id", "links", "type", "value2fa", "value", "firstName", "defaultValue", "selfValue", "type2", "id2", "id3",
        "data",
      ])
    #expect(mapped.spec.entities.map(\.name.value) == ["ThingsListLinks", "ThingsListLinksSelf", "DataSchema"])
    let renamed = mapped.notes.compactMap { note -> String? in
      guard case .renamed(let name) = note.outcome else { return nil }
      return name
    }
    #expect(
      renamed == [
        "selfValue", "value2fa", "value", "defaultValue", "selfValue", "type2", "id2", "id3", "DataSchema",
        "thingsList2",
        "call", "call123start",
      ])
  }
}
