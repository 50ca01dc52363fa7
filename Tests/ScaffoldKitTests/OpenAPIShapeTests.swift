import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec

/// What each shape of a schema becomes, on the Petstore fixture and small documents: the types,
/// the merged `allOf`, the kinds, the success response chosen, and the notes of what the spec
/// cannot hold.
@Suite("OpenAPI shapes mapped to fields")
struct OpenAPIShapeTests {
  private func petstore(_ tag: String) throws -> OpenAPIModuleMapping {
    try OpenAPIModuleMapper.map(OpenAPIFixtures.document("petstore.yaml"), selection: OpenAPISelection(tags: [tag]))
  }

  /// A small 3.1 document `a.yaml` of these paths (and more, after them), its tag `a` mapped.
  private func small(_ paths: String) throws -> OpenAPIModuleMapping {
    try OpenAPIModuleMapper.map(
      OpenAPIDocument(text: OpenAPIFixtures.small(paths: paths), file: "a.yaml"),
      selection: OpenAPISelection(tags: ["a"]))
  }

  private func fields(_ fields: [FieldSpec]) -> [String] {
    fields.map { "\($0.name.value): \($0.type.value)" }
  }

  private func useCase(_ mapping: OpenAPIModuleMapping, _ name: String) throws -> UseCaseSpec {
    try #require(mapping.spec.useCases.first { $0.name.value == name })
  }

  @Test("a paged list: query parameters in, the page's items out; GET is a query")
  func pagedList() throws {
    let pets = try petstore("pets")
    let list = try useCase(pets, "listPets")
    #expect(list.kind?.value == "query")
    #expect(fields(list.request) == ["page: Int32?", "limit: Int32?", "status: String?", "tags: [String]?"])
    #expect(fields(list.response) == ["items: [Pet]", "page: Int32?", "totalCount: Int?"])
    #expect(list.name.location == SourceLocation(file: "petstore.yaml", line: 22, column: 20))
  }

  @Test("allOf parts merge into one entity, required from every part; formats pick the type")
  func allOfMerged() throws {
    let pets = try petstore("pets")
    let pet = try #require(pets.spec.entities.first { $0.name.value == "Pet" })
    #expect(
      fields(pet.fields) == [
        "name: String", "category: Category?", "photoUrls: [URL]", "tags: [Tag]?", "status: String?",
        "birthDate: String?", "weightKg: Double?", "price: Double?", "id: Int", "listedAt: Date",
      ])
    #expect(pets.entitySchemas["Pet"] == "#/components/schemas/Pet")
    let notes = pets.notes.map(\.description)
    #expect(
      notes.contains { $0.contains("#/components/schemas/Pet/allOf/1/properties/attributes: a free-form object") })
    #expect(
      notes.contains {
        $0.contains("#/components/schemas/PetStatus: an enum of 3 values") && $0.hasSuffix("typed as String")
      })
  }

  @Test("commands by method, a body's properties beside the parameters, 204 with no response")
  func commands() throws {
    let pets = try petstore("pets")
    let update = try useCase(pets, "updatePet")
    #expect(update.kind?.value == "command")
    #expect(Array(fields(update.request).prefix(3)) == ["petId: Int", "ifMatch: String", "name: String"])
    let delete = try useCase(pets, "deletePet")
    #expect(fields(delete.request) == ["petId: Int", "xRequestID: UUID?"])
    #expect(delete.response.isEmpty)
    let upload = try useCase(pets, "uploadPetPhoto")
    #expect(fields(upload.request) == ["petId: Int", "body: Data"])
    #expect(fields(upload.response) == ["url: URL", "width: Int32?", "height: Int32?"])
  }

  @Test("a oneOf is left out with a note at its schema and one at the field that refers to it")
  func unions() throws {
    let adopt = try useCase(try petstore("pets"), "adoptPet")
    #expect(fields(adopt.request) == ["petId: Int", "note: String?"])
    let notes = try petstore("pets").notes.filter { $0.outcome == .skipped }.map(\.pointer)
    #expect(notes.contains("#/components/schemas/PaymentMethod"))
    #expect(
      notes.contains(
        "#/paths/~1pets~1{petId}~1adoption/post/requestBody/content/application~1json/schema/properties/payment"))
  }

  @Test("a map response is one field; a non-JSON one is its bytes; a PATCH body's fields are optional")
  func otherBodies() throws {
    let store = try petstore("store")
    #expect(fields(try useCase(store, "getInventory").response) == ["body: [String: Int32]"])
    #expect(fields(try useCase(store, "downloadReceipt").response) == ["body: Data"])
    #expect(fields(try useCase(store, "deleteOrder").response).isEmpty)
    let users = try petstore("users")
    #expect(
      fields(try useCase(users, "updateUser").request) == [
        "username: String", "email: String?", "phone: String?", "preferences: Preferences?",
      ])
  }

  @Test("bodies of other media types: bytes as Data (a file, or no schema), text as String, a form left out")
  func otherMediaTypes() throws {
    let mapped = try small(
      """
        /files:
          post:
            tags: [a]
            operationId: upload
            requestBody: { content: { multipart/form-data: { schema: { properties: { file: { type: string } } } } } }
            responses: { "200": { description: OK, content: { application/octet-stream: {} } } }
          get:
            tags: [a]
            operationId: export
            responses: { "200": { description: OK, content: { text/csv: { schema: { type: string } } } } }
      """)
    #expect(fields(try useCase(mapped, "upload").request).isEmpty)
    #expect(fields(try useCase(mapped, "upload").response) == ["body: Data"])
    #expect(fields(try useCase(mapped, "export").response) == ["body: String"])
    #expect(mapped.notes.map(\.outcome) == [.skipped, .typed(as: "Data"), .typed(as: "String")])
  }

  @Test("operationIds that camel-case alike get numbers; one without a name gets its method and path")
  func names() throws {
    let mapped = try small(
      """
        /orders/{id}:
          get: { tags: [a], operationId: get-order, responses: { "204": { description: none } } }
          put: { tags: [a], operationId: getOrder, responses: { "204": { description: none } } }
          delete: { tags: [a], responses: { "204": { description: none } } }
          head: { tags: [a], operationId: orderExists, responses: { "204": { description: none } } }
        /data:
          get: { tags: [a], operationId: data, responses: { "204": { description: none } } }
      """)
    #expect(mapped.spec.useCases.map(\.name.value) == ["getOrder", "getOrder2", "deleteOrdersById", "dataCall"])
    #expect(
      mapped.operations.map { $0.useCase ?? "-" } == ["getOrder", "getOrder2", "deleteOrdersById", "-", "dataCall"])
    #expect(
      mapped.notes.map(\.description) == [
        "a.yaml:6:10: note: #/paths/~1orders~1{id}/put: the operationId is not a Swift name, or is another operation's; named 'getOrder2'",
        "a.yaml:7:13: note: #/paths/~1orders~1{id}/delete: an operation without an operationId, named from its method and path; named 'deleteOrdersById'",
        "a.yaml:8:11: note: #/paths/~1orders~1{id}/head: a HEAD operation, which asks about the transport rather than the API's data; left out",
        "a.yaml:10:10: note: #/paths/~1data/get: the use case's name is also the type 'Data' of an entity, the module or Swift; named 'dataCall'",
      ])
  }

  @Test("a schema that contains itself keeps its lists of itself and loses the field that closes the cycle")
  func selfContainment() throws {
    let mapped = try small(
      """
        /categories:
          get:
            tags: [a]
            responses:
              "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Category" } } } }
      components:
        schemas:
          Category:
            type: object
            required: [name]
            properties:
              name: { type: string }
              parent: { $ref: "#/components/schemas/Category" }
              children: { type: array, items: { $ref: "#/components/schemas/Category" } }
              default: { type: boolean }
          Error: { type: object, properties: { message: { type: string } } }
      """)
    let category = try #require(mapped.spec.entities.first)
    #expect(fields(category.fields) == ["name: String", "children: [Category]?", "defaultValue: Bool?"])
    #expect(mapped.notes.map(\.description).contains { $0.contains("Category.parent makes Category → Category") })
    #expect(OpenAPISwiftNames.type("Error") == "ErrorSchema")
    #expect(OpenAPISwiftNames.member("2fa") == "value2fa")
    #expect(OpenAPISwiftNames.member("X-Request-ID") == "xRequestID")
  }
}
