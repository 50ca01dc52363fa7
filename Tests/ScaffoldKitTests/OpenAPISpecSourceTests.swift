import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// `openapi:` and `--openapi`: read, resolved from where they were written, expanded into the spec
/// before validation, and kept in the record.
@Suite("a spec's OpenAPI source")
struct OpenAPISpecSourceTests {
  @Test("openapi: is read with its position, and its document is relative to the spec file's folder")
  func readsKey() throws {
    let spec = try SpecLoader.load(
      text:
        "name: Pets\nopenapi:\n  document: ../api/petstore.yaml\n  tags: [pets, store]\n  operations: [getInventory]\n",
      file: "specs/Pets.yml")
    let source = try #require(spec.openAPI)
    #expect(source.document.value == "../api/petstore.yaml")
    #expect(source.document.location == SourceLocation(file: "specs/Pets.yml", line: 3, column: 13))
    #expect(source.tags.map(\.value) == ["pets", "store"])
    #expect(source.operations.map(\.value) == ["getInventory"])
    #expect(source.resolvedPath == "api/petstore.yaml")
  }

  @Test(
    "the document's path is resolved from its folder, '.' and 'folder/..' taken out",
    arguments: [
      ("specs", "../api.yaml", "api.yaml"), ("", "api.yaml", "api.yaml"), ("a/b", "./c/../api.yaml", "a/b/api.yaml"),
      ("a", "../../api.yaml", "../api.yaml"), ("/work/p", "../api.yaml", "/work/api.yaml"),
      ("/work", "/elsewhere/api.yaml", "/elsewhere/api.yaml"), ("/", "../api.yaml", "/api.yaml"),
    ])
  func resolvesPath(base: String, document: String, expected: String) {
    let source = OpenAPISourceSpec(document: Located(document), baseFolder: base)
    #expect(source.resolvedPath == expected)
  }

  @Test("openapi: without a document, or with a tag that is not a name, is refused where it is written")
  func refusesShapes() throws {
    #expect(problems("name: P\nopenapi:\n  tags: [pets]\n") == ["P.yml:3:3: openapi has no 'document'"])
    #expect(
      problems("name: P\nopenapi:\n  document: a.yaml\n  tags: pets\n") == ["P.yml:4:9: openapi.tags must be a list"])
    #expect(
      problems("name: P\nopenapi:\n  document: a.yaml\n  tags: [[pets]]\n")
        == ["P.yml:4:10: openapi.tags[0] must be a single value, not a list or mapping"])
  }

  private func problems(_ text: String) -> [String] {
    let diagnostics: [Diagnostic]
    do {
      diagnostics = try SpecLoader.read(text: text, file: "P.yml").readingProblems
    } catch {
      guard case .invalidSpec(let thrown) = error else { return ["\(error)"] }
      diagnostics = thrown
    }
    return diagnostics.map { "\($0.location.map { "\($0)" } ?? "-"): \($0.message)" }
  }

  @Test(
    "the document's use cases and entities come first, the spec's own after; notes and origin are kept",
    .enabled(if: SwiftOpenAPIGeneratorTool.locate() != nil, "the module embeds swift-openapi-generator's client"))
  func expands() throws {
    var spec = ModuleSpec(name: Located("Store"), architecture: Located("mvvm"))
    spec.useCases = [UseCaseSpec(name: Located("refresh"), path: "useCases[0]")]
    spec.openAPI = OpenAPISourceSpec(
      document: Located("petstore.yaml"), tags: [Located("store")], baseFolder: OpenAPIFixtures.folder.path)
    let module = try ModuleGenerator().module(from: spec)
    #expect(
      module.useCases.map(\.name.camel) == [
        "getInventory", "placeOrder", "getOrderById", "deleteOrder", "downloadReceipt", "refresh",
      ])
    let mapped = try OpenAPIModuleMapper.map(
      OpenAPIFixtures.document("petstore.yaml"), selection: OpenAPISelection(tags: ["store"], moduleName: "Store"))
    #expect(module.entities.map(\.name.original) == mapped.spec.entities.map(\.name.value))
    let origin = try #require(module.openAPI)
    #expect(origin.sha256 == (try OpenAPIFixtures.document("petstore.yaml")).sha256)
    #expect(origin.operations.compactMap(\.useCase) == Array(module.useCases.map(\.name.camel).dropLast()))
    #expect(module.notes.contains { $0.contains("#/components/schemas/Order/allOf/1/properties/status") })
    // Expanding once: a spec already expanded is left as it is.
    var expanded = try OpenAPISpecSource.expanded(spec)
    #expect(try OpenAPISpecSource.expanded(expanded) == expanded)
    expanded.openAPIOrigin = nil
    #expect(try OpenAPISpecSource.expanded(spec).useCases.count == 6)
  }

  @Test("the command line's document and the spec's exclude each other")
  func oneDocument() throws {
    var spec = ModuleSpec(name: Located("Store"))
    spec.openAPI = OpenAPISourceSpec(document: Located("a.yaml"), tags: [Located("store")])
    var line = CommandLineInput()
    line.openAPI = OpenAPISourceSpec(document: Located("b.yaml"), tags: [Located("store")])
    #expect(throws: ScaffoldError.self) { try line.apply(to: spec) }
    #expect(try line.apply(to: ModuleSpec(name: Located("Store"))).openAPI == line.openAPI)
  }

  @Test("a record keeps the command line's document and the origin, and reads them back")
  func recordRoundTrip() throws {
    var line = CommandLineInput(name: "Store", architecture: .viper)
    line.openAPI = OpenAPISourceSpec(
      document: Located("../api.yaml"), tags: [Located("store")], operations: [Located("listPets")])
    let read = CommandLineInput(recordValue: line.recordValue)
    #expect(read.openAPI?.document.value == "../api.yaml")
    #expect(read.openAPI?.tags.map(\.value) == ["store"])
    #expect(read.openAPI?.operations.map(\.value) == ["listPets"])

    let origin = OpenAPIOrigin(
      document: "api.yaml", sha256: "abc",
      operations: [
        .init(method: "get", path: "/a", operationID: "listA", useCase: "listA"),
        .init(method: "head", path: "/a", operationID: nil, useCase: nil),
      ])
    #expect(OpenAPIOrigin(recordValue: origin.recordValue) == origin)
    #expect(OpenAPIOrigin(recordValue: ["document": "a.yaml"]) == nil)
  }

  @Test("check says which operations a changed document added or took away")
  func changeText() {
    let then = OpenAPIOrigin(
      document: "api.yaml", sha256: "1",
      operations: [
        .init(method: "get", path: "/a", operationID: "listA", useCase: "listA"),
        .init(method: "delete", path: "/a/{id}", operationID: nil, useCase: "deleteAById"),
      ])
    var now = then
    now.sha256 = "2"
    #expect(now.change(since: then) == "api.yaml changed")
    now.operations = [
      then.operations[0], .init(method: "post", path: "/a", operationID: "addA", useCase: "addA"),
      .init(method: "put", path: "/b", operationID: "putB", useCase: "putB"),
    ]
    #expect(
      now.change(since: then) == "api.yaml changed: new operations addA, putB; operation delete /a/{id} gone")
  }
}
