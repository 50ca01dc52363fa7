import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec

/// Reading OpenAPI documents: what stops mapping is reported at its line and column in the
/// document, with a hint, all at once.
@Suite("OpenAPI documents read with positions")
struct OpenAPIReaderTests {
  private func errors(_ text: String, file: String = "api.yaml", tags: [String] = ["pets"]) -> [String] {
    SpecDiagnostics.printed {
      _ = try OpenAPIModuleMapper.map(OpenAPIDocument(text: text, file: file), selection: OpenAPISelection(tags: tags))
    }
  }

  /// A small 3.0 document whose `pets` operation answers with `schema`.
  private func document(schema: String, version: String = "3.0.3") -> String {
    """
    openapi: \(version)
    info: { title: Pets, version: "1" }
    paths:
      /pets:
        get:
          tags: [pets]
          operationId: listPets
          responses:
            "200":
              description: OK
              content:
                application/json:
                  schema:
    \(schema.split(separator: "\n").map { "                " + $0 }.joined(separator: "\n"))
    components:
      schemas:
        Pet:
          type: object
          properties:
            name: { type: string }
    """
  }

  @Test("both fixtures are read: their versions, and the hash of their text")
  func fixturesAreRead() throws {
    let petstore = try OpenAPIFixtures.document("petstore.yaml")
    #expect(petstore.version == .v30)
    #expect(petstore.sha256 == SHA256.hex(of: try OpenAPIFixtures.text("petstore.yaml")))
    let commerce = try OpenAPIFixtures.document("commerce.json")
    #expect(commerce.version == .v31)
    // Foundation's own reading of the JSON agrees with the reader on the operations.
    let json = try JSONSerialization.jsonObject(with: Data(OpenAPIFixtures.text("commerce.json").utf8))
    let paths = try #require((json as? [String: Any])?["paths"] as? [String: [String: Any]])
    #expect(commerce.operations.count == paths.values.map(\.count).reduce(0, +))
  }

  @Test("a YAML syntax error is reported at its position")
  func yamlSyntax() {
    let text = "openapi: 3.0.3\npaths:\n  /pets: [get\n"
    #expect(errors(text).first?.hasPrefix("api.yaml:4:1: error: invalid YAML:") == true)
  }

  @Test("a JSON syntax error is reported at its position")
  func jsonSyntax() {
    let text = "{\n  \"openapi\": \"3.1.0\",\n  \"paths\": {\n    \"/pets\": { \"get\" {} }\n  }\n}\n"
    #expect(
      errors(text, file: "api.json").first?.hasPrefix(
        "api.json:4:22: error: invalid YAML: did not find expected ',' or '}'") == true)
  }

  @Test("a document without paths, without a version, or in Swagger 2.0 is refused where it says so")
  func notADocument() {
    #expect(
      errors("openapi: 3.1.0\ninfo: { title: A, version: \"1\" }\n") == [
        "api.yaml:1:1: error: the document has no 'paths' mapping, so it describes no operation; "
          + "add the API's operations under 'paths:' (a mapping of '/path' to its methods)"
      ])
    #expect(
      errors("openapi: 3.1.0\npaths: []\n") == [
        "api.yaml:2:8: error: the document has no 'paths' mapping, so it describes no operation; "
          + "add the API's operations under 'paths:' (a mapping of '/path' to its methods)"
      ])
    #expect(
      errors("info: { title: A }\nswagger: \"2.0\"\npaths: {}\n") == [
        "api.yaml:2:10: error: the document is Swagger 2.0, which Scaffold does not read; "
          + "convert it to OpenAPI 3 (swagger2openapi, or the editor at editor.swagger.io)"
      ])
    #expect(
      errors("openapi: 4.0.0\npaths: {}\n") == [
        "api.yaml:1:10: error: OpenAPI version '4.0.0' is not one Scaffold reads; Scaffold reads OpenAPI 3.0 and 3.1 documents"
      ])
  }

  @Test("aliases that expand past the limit are refused before they are expanded")
  func billionLaughs() {
    var text = "openapi: 3.1.0\npaths: {}\nx0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
    for level in 1...6 {
      text += "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    #expect(
      errors(text) == [
        "api.yaml:7:45: error: with this alias the document expands to more than 100000 values; "
          + "write the values out, or use fewer aliases of aliases"
      ])
  }

  @Test("a broken $ref and one outside the document are refused at the reference, both at once")
  func brokenReferences() {
    let text = document(
      schema: """
        type: object
        properties:
          pet: { $ref: "#/components/schemas/Pets" }
          owner: { $ref: "owners.yaml#/Owner" }
        """)
    #expect(
      errors(text) == [
        "api.yaml:16:32: error: '$ref: #/components/schemas/Pets' points to nothing: #/components/schemas has no "
          + "'Pets'; did you mean 'Pet'?; refer to one of #/components/schemas's entries, or add 'Pets' there",
        "api.yaml:17:34: error: '$ref: owners.yaml#/Owner' points outside this document; Scaffold reads one document; "
          + "bundle it first (redocly bundle, or swagger-cli bundle) so every '$ref' starts with '#/'",
      ])
  }

  @Test("a path item may be a reference to components; one outside the document is refused")
  func pathItemReferences() throws {
    let text = OpenAPIFixtures.small(
      paths: """
          /pets: { $ref: "#/components/pathItems/Pets" }
          /owners: { $ref: "owners.yaml#/Owners" }
        components:
          pathItems:
            Pets:
              get: { tags: [pets], operationId: listPets, responses: { "204": { description: none } } }
        """)
    #expect(
      errors(text) == [
        "api.yaml:5:20: error: the path item's '$ref: owners.yaml#/Owners' points outside this document, so its "
          + "operations cannot be read; bundle the document first (redocly bundle, or swagger-cli bundle), or fix the reference"
      ])
    let local = text.replacingOccurrences(of: "  /owners: { $ref: \"owners.yaml#/Owners\" }\n", with: "")
    let mapped = try OpenAPIModuleMapper.map(
      OpenAPIDocument(text: local, file: "api.yaml"), selection: OpenAPISelection(tags: ["pets"]))
    #expect(mapped.spec.useCases.map(\.name.value) == ["listPets"])
    #expect(mapped.operations.map(\.path) == ["/pets"])
  }

  @Test("a $ref that leads back to itself is refused")
  func referenceLoop() {
    let text =
      document(schema: "$ref: \"#/components/schemas/Loop\"") + """

            Loop: { $ref: "#/components/schemas/Loop" }
        """
    #expect(errors(text).count == 1)
    #expect(errors(text).first?.contains("refers to itself") == true)
  }

  @Test("an unknown tag or operation is refused at the document's tags, with the ones it has")
  func unknownTag() {
    let text = document(schema: "$ref: \"#/components/schemas/Pet\"")
    #expect(
      errors(text, tags: ["pet"]) == [
        "api.yaml:1:1: error: no operation of the document has the tag 'pet'; did you mean 'pets'?; choose one of: pets"
      ])
    let tagged = "tags:\n  - name: pets\n" + text
    #expect(
      errors(tagged, tags: ["orders"]) == [
        "api.yaml:2:3: error: no operation of the document has the tag 'orders'; choose one of: pets"
      ])
    #expect(
      SpecDiagnostics.printed {
        _ = try OpenAPIModuleMapper.map(
          OpenAPIDocument(text: text, file: "api.yaml"), selection: OpenAPISelection(operationIDs: ["listPet"]))
      } == [
        "api.yaml:1:1: error: no operation of the document has the operationId 'listPet'; did you mean 'listPets'?; "
          + "choose operations by the operationId the document gives them"
      ])
  }

  @Test("3.0 says null with nullable: true, 3.1 with a null type; each version reads only its own")
  func nullable() throws {
    let schema = """
      type: object
      required: [a, b, c]
      properties:
        a: { type: string, nullable: true }
        b: { type: [string, "null"] }
        c: { anyOf: [{ $ref: "#/components/schemas/Pet" }, { type: "null" }] }
      """
    func types(_ version: String) throws -> [String] {
      let document = try OpenAPIDocument(text: document(schema: schema, version: version), file: "api.yaml")
      let mapped = try OpenAPIModuleMapper.map(document, selection: OpenAPISelection(tags: ["pets"]))
      return mapped.spec.useCases.first?.response.map(\.type.value) ?? []
    }
    let openAPI30 = try types("3.0.3")
    let openAPI31 = try types("3.1.0")
    #expect(openAPI30 == ["String?", "String", "Pet?"])
    #expect(openAPI31 == ["String", "String?", "Pet?"])
    let notes = try OpenAPIModuleMapper.map(
      OpenAPIDocument(text: document(schema: schema, version: "3.1.0"), file: "api.yaml"),
      selection: OpenAPISelection(tags: ["pets"])
    ).notes
    #expect(notes.map(\.description).contains { $0.contains("'nullable: true' is OpenAPI 3.0's") })
  }
}
