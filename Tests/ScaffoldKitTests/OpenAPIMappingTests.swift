import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// Each tag of both fixtures mapped to a module spec that Scaffold's own validator accepts, with
/// every operation a use case or a note, and every schema property a field or a note.
@Suite("OpenAPI operations mapped to module specs")
struct OpenAPIMappingTests {
  static let cases: [(file: String, tag: String)] = OpenAPIFixtures.names.flatMap { name in
    ((try? OpenAPIFixtures.operationsByTag(name).keys.sorted()) ?? []).map { (name, $0) }
  }

  private func mapping(_ file: String, tag: String, architecture: String? = nil) throws -> OpenAPIModuleMapping {
    try OpenAPIModuleMapper.map(
      OpenAPIFixtures.document(file), selection: OpenAPISelection(tags: [tag], architecture: architecture))
  }

  @Test("the fixtures have the tags and operations the issue asks for")
  func fixtureSize() throws {
    #expect(Self.cases.count == 3 + 8)
    let commerce = try OpenAPIFixtures.operationsByTag("commerce.json")
    #expect(commerce.values.map(\.count).reduce(0, +) >= 100)
    #expect(
      commerce.keys.sorted() == [
        "accounts", "catalog", "customers", "inventory", "orders", "payments", "reviews", "shipping",
      ])
  }

  @Test("every operation of a tag is a use case or a note that says why not", arguments: cases)
  func everyOperationIsCovered(file: String, tag: String) throws {
    let mapped = try mapping(file, tag: tag)
    let expected = try OpenAPIFixtures.operationsByTag(file)[tag] ?? []
    #expect(mapped.operations.map { "\($0.method) \($0.path)" } == expected)
    for operation in mapped.operations {
      if let useCase = operation.useCase {
        #expect(mapped.spec.useCases.contains { $0.name.value == useCase })
      } else {
        let pointer = "#/paths/" + operation.path.replacingOccurrences(of: "/", with: "~1") + "/" + operation.method
        #expect(mapped.notes.contains { $0.pointer == pointer }, "\(operation.path) is neither a use case nor noted")
      }
    }
    #expect(mapped.spec.useCases.count == mapped.operations.filter { $0.useCase != nil }.count)
  }

  @Test("each tag's spec is valid for every architecture, read as mapped and read back from its text", arguments: cases)
  func specIsValid(file: String, tag: String) throws {
    for architecture in ["viper", "mvvm", "vip", "mvp", "mvc"] {
      let mapped = try mapping(file, tag: tag, architecture: architecture)
      let errors = SpecDiagnostics.printed { _ = try ModuleGenerator().module(from: mapped.spec) }
      #expect(errors == [], "\(file) \(tag) \(architecture)")
      let read = try SpecLoader.load(text: mapped.specText, file: "\(tag).yml")
      #expect(SpecDiagnostics.printed { _ = try ModuleGenerator().module(from: read) } == [])
      #expect(read.useCases.map(\.name.value) == mapped.spec.useCases.map(\.name.value))
      #expect(read.entities.map(\.name.value) == mapped.spec.entities.map(\.name.value))
      #expect(
        read.useCases.map { $0.request.map(\.type.value) } == mapped.spec.useCases.map { $0.request.map(\.type.value) })
      #expect(
        read.useCases.map { $0.response.map(\.type.value) }
          == mapped.spec.useCases.map { $0.response.map(\.type.value) })
    }
  }

  @Test("every property of every schema the operations reach is a field or a note", arguments: OpenAPIFixtures.names)
  func everyPropertyIsCovered(file: String) throws {
    let tags = try OpenAPIFixtures.operationsByTag(file).keys.sorted()
    let mappings = try tags.map { try mapping(file, tag: $0) }
    let notes = Set(mappings.flatMap(\.notes).map(\.pointer))
    let document = try OpenAPIFixtures.document(file)
    // A state of its own reads the schemas again, as the mapping read them.
    var state = OpenAPIMappingState(document: document, moduleName: "Probe")
    for mapped in mappings {
      for entity in mapped.spec.entities {
        let pointer = try #require(mapped.entitySchemas[entity.name.value])
        let found = state.node(at: pointer, referredFrom: document.rootNode)
        let schema = try #require(found)
        for property in state.objectMembers(schema) {
          let field = OpenAPISwiftNames.member(property.name)
          let covered =
            entity.fields.contains { $0.name.value.hasPrefix(field) } || notes.contains(property.schema.pointer)
            || notes.contains { $0.hasPrefix(property.schema.pointer + "/") }
          #expect(covered, "\(file): \(property.schema.pointer) is neither a field of \(entity.name.value) nor noted")
        }
      }
    }
  }

  @Test("what the validator refuses in a mapped spec is reported where the document says it")
  func validationErrorsPointIntoTheDocument() throws {
    let text = OpenAPIFixtures.small(
      paths: """
          /messages:
            get:
              tags: [inbox]
              operationId: message
              responses:
                "200": { description: OK, content: { application/json: { schema: { properties: { latest: { $ref: "#/components/schemas/Response" } } } } } }
        components:
          schemas:
            Response:
              type: object
              properties:
                text: { type: string }
        """)
    let mapped = try OpenAPIModuleMapper.map(
      OpenAPIDocument(text: text, file: "inbox.yaml"),
      selection: OpenAPISelection(tags: ["inbox"], architecture: "viper"))
    // `message` and `Response` are names the VIPER template declares itself: the mapping cannot
    // know a template's names, so the validator refuses them, at the operationId and the schema's name.
    let errors = SpecDiagnostics.printed { _ = try ModuleGenerator().module(from: mapped.spec) }
    #expect(
      errors.map { $0.prefix(while: { $0 != " " }) } == ["inbox.yaml:7:20:", "inbox.yaml:9:98:", "inbox.yaml:12:5:"],
      "\(errors)")
  }
}
