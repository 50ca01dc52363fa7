import Testing
import Yams

@testable import ScaffoldOpenAPI

@Suite("What swift-openapi-generator is given: X-or-null properties as optional X")
struct OpenAPINullUnionsTests {
  @Test("anyOf and oneOf of a schema and null become the schema, no longer required; others stay")
  func nullUnionsBecomeOptional() throws {
    let text = """
      openapi: 3.1.0
      components:
        schemas:
          Address:
            type: object
            required: [line1, location]
            properties:
              line1: { type: string }
              location:
                anyOf:
                  - $ref: '#/components/schemas/GeoPoint'
                  - type: 'null'
              previous:
                oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Address' }]
              choice:
                oneOf: [{ type: string }, { type: integer }]
              three:
                anyOf: [{ type: string }, { type: integer }, { type: 'null' }]
      """
    let rewritten = try #require(OpenAPINullUnions.rewritten(text))
    let root = try #require(try Yams.load(yaml: rewritten) as? [String: Any])
    let schemas = try #require((root["components"] as? [String: Any])?["schemas"] as? [String: Any])
    let address = try #require(schemas["Address"] as? [String: Any])
    let properties = try #require(address["properties"] as? [String: Any])
    #expect((properties["location"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/GeoPoint")
    #expect((properties["previous"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/Address")
    #expect((properties["choice"] as? [String: Any])?["oneOf"] != nil)
    #expect((properties["three"] as? [String: Any])?["anyOf"] != nil)
    #expect(address["required"] as? [String] == ["line1"])
  }

  @Test("a document without such a property is given as it is")
  func otherDocumentsStay() {
    #expect(OpenAPINullUnions.rewritten("openapi: 3.0.3\npaths: {}\n") == nil)
    #expect(OpenAPINullUnions.rewritten("{ \"openapi\": \"3.1.0\", \"paths\": {} }") == nil)
  }
}
