import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldOpenAPI
@testable import ScaffoldSpec

/// `OpenAPIClientIndex` on swift-openapi-generator's real output: every tag of both fixtures
/// generated with the module's configuration (types and client, internal, idiomatic names,
/// filtered to the tag), then every operation, request field and entity the mapper chose found
/// in it by the document's own names. Runs when `SCAFFOLD_OPENAPI_GENERATOR` names the
/// generator's executable (`swift-openapi-generator-tool`, 1.14.3).
@Suite("OpenAPIClientIndex on swift-openapi-generator's output for the fixtures")
struct OpenAPIClientIndexGeneratorTests {
  static let generator = ProcessInfo.processInfo.environment["SCAFFOLD_OPENAPI_GENERATOR"]

  @Test(
    "every mapped operation, request field and entity resolves in the generated client",
    .enabled(if: generator != nil, "SCAFFOLD_OPENAPI_GENERATOR names the generator's executable"),
    arguments: OpenAPIMappingTests.cases)
  func everyChoiceResolves(file: String, tag: String) throws {
    let document = try OpenAPIFixtures.document(file)
    let mapping = try OpenAPIModuleMapper.map(document, selection: OpenAPISelection(tags: [tag]))
    let (files, skips) = try generate(file, tag: tag)
    let index = try OpenAPIClientIndex(files: files)
    var sources = OpenAPIFieldSources(document: document)
    let operations = document.operations
    #expect(mapping.operations.contains { $0.useCase != nil })
    for chosen in mapping.operations {
      guard let useCaseName = chosen.useCase else { continue }
      let place = "\(file) \(chosen.method) \(chosen.path)"
      let client = try #require(
        index.operation(method: chosen.method, path: chosen.path, operationID: chosen.operationID), "\(place)")
      #expect(!client.methodName.isEmpty && client.isInClient, "\(place)")
      let operation = try #require(operations.first { $0.method == chosen.method && $0.path == chosen.path })
      for status in sources.responseStatuses(operation) {
        #expect(client.output(status: status) != nil, "\(place): response \(status)")
      }
      let useCase = try #require(mapping.spec.useCases.first { $0.name.value == useCaseName })
      let parameters = sources.parameters(operation)
      let bodyKeys = sources.bodyKeys(operation)
      for field in useCase.request {
        let at = field.name.location
        if let parameter = parameters[at] {
          let location = try #require(OpenAPIClientParameterLocation(document: parameter.place))
          #expect(client.input.parameter(location, named: parameter.name) != nil, "\(place): \(parameter.name)")
        } else if let key = bodyKeys[at] {
          let payload = try #require(jsonPayload(client.input.body), "\(place): the body of \(key)")
          #expect(
            index.propertyPath(to: key, in: payload) != nil || isSkipped(key, in: payload, index: index, skips: skips),
            "\(place): \(key) in \(payload)")
        } else {
          #expect(client.input.body != nil, "\(place): \(field.name.value) is the body")
        }
      }
    }
    for entity in mapping.spec.entities {
      let pointer = try #require(mapping.entitySchemas[entity.name.value])
      let typeName = try #require(index.typeName(ofSchemaAt: pointer), "\(file) \(pointer)")
      #expect(index.structure(named: typeName) != nil, "\(file) \(pointer) is \(typeName)")
      let keys = sources.propertyKeys(pointer)
      for field in entity.fields {
        let key = try #require(keys[field.name.location], "\(file) \(entity.name.value).\(field.name.value)")
        #expect(
          index.propertyPath(to: key, in: typeName) != nil || isSkipped(key, in: typeName, index: index, skips: skips),
          "\(file) \(key) in \(typeName)")
      }
    }
  }

  /// The JSON content's payload, as the mapper chooses it: `application/json` first.
  private func jsonPayload(_ body: OpenAPIClientBody?) -> String? {
    let content =
      body?.content("application/json") ?? body?.contents.first { $0.contentType?.contains("json") == true }
    return content?.payloadType
  }

  /// Whether the generator said it left `key` out of `typeName` or one of its composition's
  /// parts (1.14.3 skips a property whose schema is `anyOf` with `{type: null}`): the index
  /// cannot find what was never written, and must find everything else.
  private func isSkipped(
    _ key: String, in typeName: String, index: OpenAPIClientIndex, skips: [OpenAPIGeneratorSkip]
  ) -> Bool {
    var pending = [typeName]
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let structure = index.structure(named: GeneratedSwiftType.unwrapped(name))
      else { continue }
      if let pointer = structure.pointer, skips.contains(where: { $0.pointer == pointer + "/" + key }) { return true }
      if structure.composition != nil { pending += structure.properties.map(\.type) }
    }
    return false
  }

  /// The generator's files for `tag` of `file`, written into a temporary folder and read back,
  /// with what its log says it skipped.
  private func generate(_ file: String, tag: String) throws -> (
    files: [(name: String, text: String)], skips: [OpenAPIGeneratorSkip]
  ) {
    let folder = try FileTree.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("openapi-generator-config.yaml")
    try """
    generate: [types, client]
    accessModifier: internal
    namingStrategy: idiomatic
    filter:
      tags: [\(tag)]

    """.write(to: config, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Generated")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.generator ?? "")
    process.arguments = [
      "generate", OpenAPIFixtures.folder.appendingPathComponent(file).path, "--config", config.path,
      "--output-directory", output.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    let log = Pipe()
    process.standardError = log
    try process.run()
    let warnings = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "the generator failed on \(file) \(tag)")
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }
    #expect(names.contains("Types+Operations.swift") && names.contains("Client.swift"))
    let files = try names.sorted().map { name in
      (name, try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8))
    }
    return (files, OpenAPIGeneratorSkip.skips(inLog: warnings))
  }
}

/// The document's names at the positions the mapped spec's fields are located at: a
/// parameter's `name`, a body's or schema's property key.
private struct OpenAPIFieldSources {
  var state: OpenAPIMappingState
  let document: OpenAPIDocument

  init(document: OpenAPIDocument) {
    self.document = document
    state = OpenAPIMappingState(document: document, moduleName: "Module")
  }

  mutating func parameters(_ operation: OpenAPIOperation) -> [ScaffoldBase.SourceLocation?: (
    place: String, name: String
  )] {
    var found: [ScaffoldBase.SourceLocation?: (place: String, name: String)] = [:]
    for list in [operation.pathParameters, operation.node.child("parameters")].compactMap({ $0 }) {
      for (index, element) in (OpenAPINodes.sequence(list.node) ?? []).enumerated() {
        guard let parameter = state.resolved(OpenAPINode(node: element, pointer: "\(list.pointer)/\(index)")),
          let mapping = OpenAPINodes.mapping(parameter.node), let nameNode = mapping["name"],
          let name = OpenAPINodes.text(nameNode), let place = OpenAPINodes.text(mapping["in"])
        else { continue }
        found[document.location(of: nameNode)] = (place, name)
      }
    }
    return found
  }

  mutating func bodyKeys(_ operation: OpenAPIOperation) -> [ScaffoldBase.SourceLocation?: String] {
    guard let reference = operation.node.child("requestBody"), let body = state.resolved(reference),
      let schema = state.mediaSchema(body.child("content"))?.schema, let resolved = state.resolved(schema)
    else { return [:] }
    return keys(resolved)
  }

  mutating func propertyKeys(_ pointer: String) -> [ScaffoldBase.SourceLocation?: String] {
    // The mapper's pointers pass through `allOf` lists, which `localNode` does not index.
    guard let node = state.node(at: pointer, referredFrom: document.rootNode) else { return [:] }
    return keys(node)
  }

  mutating func responseStatuses(_ operation: OpenAPIOperation) -> [String] {
    OpenAPINodes.mapping(operation.node.child("responses")?.node)?.keys.compactMap(\.string) ?? []
  }

  private mutating func keys(_ schema: OpenAPINode) -> [ScaffoldBase.SourceLocation?: String] {
    var keys: [ScaffoldBase.SourceLocation?: String] = [:]
    for member in state.objectMembers(schema) { keys[document.location(of: member.key)] = member.name }
    return keys
  }
}
