import ScaffoldBase
import ScaffoldSpec
import Yams

/// Maps the chosen operations of a document to a module spec: each operation a use case, each
/// object schema they reach an entity.
///
/// The result is a `ModuleSpec` whose every value is located in the document, rather than spec
/// text read again by `SpecLoader`: a rule the validator refuses afterwards (a name clash, a type)
/// is then reported at the operation or property the team would change, not in generated text it
/// never wrote. The text form (`OpenAPISpecText`) is derived from it, for files and records.
public enum OpenAPIModuleMapper {
  /// Maps `selection`'s operations; throws every problem that stops mapping (a broken or
  /// outside `$ref`, an unknown tag or operation), each at its position with a hint.
  public static func map(_ document: OpenAPIDocument, selection: OpenAPISelection) throws(ScaffoldError)
    -> OpenAPIModuleMapping
  {
    let operations = try chosenOperations(document, selection: selection)
    let moduleWords = selection.moduleName ?? selection.tags.first ?? selection.operationIDs.first ?? "API"
    var state = OpenAPIMappingState(document: document, moduleName: OpenAPISwiftNames.type(moduleWords))
    var useCases: [UseCaseSpec] = []
    var mapped: [OpenAPIOperation] = []
    var chosen: [OpenAPIChosenOperation] = []
    var useCaseNames: Set<String> = []
    for operation in operations {
      guard let name = useCaseName(operation, state: &state, taken: &useCaseNames) else {
        chosen.append(
          OpenAPIChosenOperation(
            method: operation.method, path: operation.path,
            operationID: operation.operationID, useCase: nil))
        continue
      }
      useCases.append(state.useCase(operation, name: name, index: useCases.count))
      mapped.append(operation)
      chosen.append(
        OpenAPIChosenOperation(
          method: operation.method, path: operation.path, operationID: operation.operationID, useCase: name))
    }
    state.breakContainmentCycles()
    for index in useCases.indices {
      guard let renamed = renamedLikeNoType(useCases[index].name.value, operation: mapped[index], state: &state) else {
        continue
      }
      if let position = chosen.firstIndex(where: { $0.useCase == useCases[index].name.value }) {
        chosen[position].useCase = renamed
      }
      useCases[index].name.value = renamed
    }
    guard state.collector.isEmpty else { throw .invalidSpec(unique(state.collector.sortedByLocation)) }
    var spec = ModuleSpec(
      name: Located(state.moduleName), architecture: selection.architecture.map { Located($0) },
      summary: selection.tags.count == 1 ? selection.tags.first.flatMap(document.tagDescription) : nil,
      entities: state.entities, useCases: useCases)
    spec.file = document.file
    let entitySchemas = Dictionary(
      state.entityNames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    var mapping = OpenAPIModuleMapping(
      spec: spec, specText: OpenAPISpecText.text(of: spec, document: document, selection: selection),
      notes: state.notes, entitySchemas: entitySchemas, documentSHA256: document.sha256, operations: chosen)
    mapping.useCaseSources = Dictionary(
      useCases.indices.map { index in
        (useCases[index].name.value, useCaseSource(useCases[index], mapped[index], index: index, state: state))
      },
      uniquingKeysWith: { first, _ in first })
    mapping.entitySources = Dictionary(
      state.entities.enumerated().compactMap { index, entity in
        entitySchemas[entity.name.value].map { schema in
          let keys = entity.fields.compactMap { field in
            state.fieldOrigins["entities[\(index)].fields.\(field.name.value)"].map { (field.name.value, $0.key) }
          }
          return (entity.name.value, OpenAPIOrigin.EntitySource(schema: schema, keys: Dictionary(keys) { a, _ in a }))
        }
      },
      uniquingKeysWith: { first, _ in first })
    return mapping
  }

  /// Where the use case at `index` came from: its operation, success status and fields' sources.
  private static func useCaseSource(
    _ useCase: UseCaseSpec, _ operation: OpenAPIOperation, index: Int, state: OpenAPIMappingState
  ) -> OpenAPIOrigin.UseCaseSource {
    func sources(_ fields: [FieldSpec], _ part: String) -> [String: OpenAPIOrigin.FieldSource] {
      Dictionary(
        fields.compactMap { field in
          state.fieldOrigins["useCases[\(index)].\(part).\(field.name.value)"].map { (field.name.value, $0) }
        },
        uniquingKeysWith: { first, _ in first })
    }
    var source = OpenAPIOrigin.UseCaseSource(
      method: operation.method, path: operation.path, operationID: operation.operationID,
      successStatus: state.successStatuses[index], request: sources(useCase.request, "request"),
      response: sources(useCase.response, "response"))
    source.isDeprecated = OpenAPINodes.flag(OpenAPINodes.mapping(operation.node.node)?["deprecated"])
    return source
  }

  /// The operations of the chosen tags and operation IDs, in document order; an unknown tag or
  /// operation ID is an error at the document's `tags:` (or its start), with the known ones.
  private static func chosenOperations(_ document: OpenAPIDocument, selection: OpenAPISelection) throws(ScaffoldError)
    -> [OpenAPIOperation]
  {
    let all = document.operations
    let place =
      OpenAPINodes.mapping(document.rootNode)?["tags"].flatMap(document.location)
      ?? SourceLocation(file: document.file, line: 1, column: 1)
    var problems: [Diagnostic] = []
    if selection.tags.isEmpty && selection.operationIDs.isEmpty {
      problems.append(
        Diagnostic(
          "no tag or operation was chosen from the document", at: place,
          hint: "choose a tag (\(document.tagNames.joined(separator: ", "))) or operation IDs"))
    }
    for item in document.unfollowedPathItems {
      problems.append(
        Diagnostic(
          "the path item's '$ref: \(item.target)' \(item.target.hasPrefix("#/") ? "points to nothing" : "points outside this document"), so its operations cannot be read",
          at: document.location(of: item.reference),
          hint: "bundle the document first (redocly bundle, or swagger-cli bundle), or fix the reference"))
    }
    let tags = document.tagNames
    for tag in selection.tags where !all.contains(where: { $0.tags.contains(tag) }) {
      problems.append(
        Diagnostic(
          "no operation of the document has the tag '\(tag)'\(Suggestion.didYouMean(tag, in: tags))", at: place,
          hint: tags.isEmpty ? "tag the operations in the document" : "choose one of: \(tags.joined(separator: ", "))"))
    }
    let identifiers = all.compactMap(\.operationID)
    for identifier in selection.operationIDs where !identifiers.contains(identifier) {
      problems.append(
        Diagnostic(
          "no operation of the document has the operationId '\(identifier)'\(Suggestion.didYouMean(identifier, in: identifiers))",
          at: SourceLocation(file: document.file, line: 1, column: 1),
          hint: "choose operations by the operationId the document gives them"))
    }
    guard problems.isEmpty else { throw .invalidSpec(problems) }
    return all.filter { operation in
      operation.tags.contains(where: selection.tags.contains)
        || operation.operationID.map(selection.operationIDs.contains) == true
    }
  }

  /// The use case's name: its `operationId` camel-cased, else its method and path; a second
  /// of one name gets a number. `nil` for methods that are no use case (HEAD, OPTIONS, TRACE).
  private static func useCaseName(
    _ operation: OpenAPIOperation, state: inout OpenAPIMappingState, taken: inout Set<String>
  ) -> String? {
    state.operationID = operation.operationID
    guard ["get", "post", "put", "patch", "delete"].contains(operation.method) else {
      state.note(
        "a \(operation.method.uppercased()) operation, which asks about the transport rather than the API's data",
        at: operation.node, outcome: .skipped)
      return nil
    }
    let written =
      operation.operationID.map(OpenAPISwiftNames.useCase)
      ?? OpenAPISwiftNames.useCase(method: operation.method, path: operation.path)
    let name = OpenAPISwiftNames.unique(written, in: taken)
    taken.insert(name)
    if operation.operationID == nil {
      state.note(
        "an operation without an operationId, named from its method and path", at: operation.node,
        outcome: .renamed(to: name))
    } else if name != written
      || written.lowercased().filter(\.isLetter) != operation.operationID?.lowercased().filter(\.isLetter)
    {
      state.note(
        "the operationId is not a Swift name, or is another operation's", at: operation.node,
        outcome: .renamed(to: name))
    }
    return name
  }

  /// A use case whose type (`<Module>Models.Order`) would be an entity's, the module's or a
  /// standard one (`Data`, `Result`) gets `Call`; entities are known only once every operation
  /// is read, so this runs last.
  private static func renamedLikeNoType(
    _ name: String, operation: OpenAPIOperation, state: inout OpenAPIMappingState
  ) -> String? {
    let type = OpenAPISwiftNames.pascal(name)
    let standard = SwiftReservedWords.typeNames.union(SwiftReservedWords.foundationTypeNames)
    guard state.takenTypeNames.contains(type) || standard.contains(type) else { return nil }
    state.operationID = operation.operationID
    state.note(
      "the use case's name is also the type '\(type)' of an entity, the module or Swift", at: operation.node,
      outcome: .renamed(to: name + "Call"))
    return name + "Call"
  }

  private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
