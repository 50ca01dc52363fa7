import ScaffoldBase
import Yams

/// Walks the YAML node tree of a spec, checking its shape and remembering where every value
/// was written. Every problem is collected; reading goes on past it.
package struct SpecNodeReader {
  let file: String
  package var collector = DiagnosticCollector()
  /// Reading a generation record, whose spec also says which shared entities the module used
  /// (an app spec's, which a module spec on its own cannot name).
  var readsRecord = false

  package init(file: String) {
    self.file = file
  }

  mutating func readModule(_ node: Node) -> ModuleSpec {
    var spec = ModuleSpec()
    guard let mapping = expectMapping(node, path: "the spec") else { return spec }
    checkKeys(
      mapping, allowed: SpecGrammar.module.keyNames + (readsRecord ? SpecGrammar.recordOnlyKeys : []), path: "the spec")
    if readsRecord {
      spec.sharedEntitiesModule = mapping[key: "sharedEntitiesModule"].flatMap {
        scalar($0, path: "sharedEntitiesModule")
      }
      if let support = mapping[key: "sharedSupport"].flatMap({ expectMapping($0, path: "sharedSupport") }) {
        spec.sharedSupportPackage = support[key: "package"].flatMap { scalar($0, path: "sharedSupport.package") }
        spec.sharedSupportIndentation = support[key: "indentation"].flatMap {
          scalar($0, path: "sharedSupport.indentation")
        }
        spec.sharedSupportLineLength = support[key: "lineLength"].flatMap {
          scalar($0, path: "sharedSupport.lineLength")
        }
      }
      spec.sharedEntities = list(mapping[key: "sharedEntities"], path: "sharedEntities") { reader, node, path in
        reader.readEntity(node, path: path)
      }
      spec.targetEntities = list(mapping[key: "targetEntities"], path: "targetEntities") { reader, node, path in
        reader.readEntity(node, path: path)
      }
    }
    spec.indentation = mapping[key: "indentation"].flatMap { scalar($0, path: "indentation") }
    spec.tabWidth = mapping[key: "tabWidth"].flatMap { scalar($0, path: "tabWidth") }
    spec.lineLength = mapping[key: "lineLength"].flatMap { scalar($0, path: "lineLength") }
    spec.name = mapping[key: "name"].flatMap { scalar($0, path: "name") }
    spec.architecture = mapping[key: "architecture"].flatMap { scalar($0, path: "architecture") }
    spec.summary = mapping[key: "summary"].flatMap { scalar($0, path: "summary")?.value }
    spec.platforms = mapping[key: "platforms"].map { readPlatforms($0) }
    spec.swiftToolsVersion = mapping[key: "swiftToolsVersion"].flatMap { scalar($0, path: "swiftToolsVersion") }
    spec.testing = mapping[key: "testing"].flatMap { scalar($0, path: "testing") }
    spec.ui = mapping[key: "ui"].flatMap { scalar($0, path: "ui") }
    spec.template = mapping[key: "template"].flatMap { scalar($0, path: "template") }
    spec.params = mapping[key: "params"].map { readParams($0) } ?? []
    spec.author = mapping[key: "author"].flatMap { scalar($0, path: "author")?.value }
    spec.organisation = mapping[key: "organisation"].flatMap { scalar($0, path: "organisation")?.value }
    spec.projectName = mapping[key: "project"].flatMap { scalar($0, path: "project")?.value }
    spec.prefix = mapping[key: "prefix"].flatMap { scalar($0, path: "prefix") }
    spec.entities = list(mapping[key: "entities"], path: "entities") { reader, node, path in
      reader.readEntity(node, path: path)
    }
    spec.useCases = list(mapping[key: "useCases"], path: "useCases") { reader, node, path in
      reader.readUseCase(node, path: path)
    }
    spec.routes = list(mapping[key: "routes"], path: "routes") { reader, node, path in
      reader.readRoute(node, path: path)
    }
    spec.openAPI = mapping[key: "openapi"].flatMap { readOpenAPI($0) }
    spec.input = fieldList(mapping[key: "input"], path: "input") ?? []
    spec.output = list(mapping[key: "output"], path: "output") { reader, node, path in
      reader.readOutputEvent(node, path: path)
    }
    return spec
  }

  /// `params:` is a mapping of parameter names to values, kept in order; values stay text until
  /// the template's declared types read them.
  mutating func readParams(_ node: Node) -> [SpecParameter] {
    guard let mapping = expectMapping(node, path: "params") else { return [] }
    return mapping.compactMap { key, value in
      guard let name = scalar(key, path: "params"), let text = scalar(value, path: "params.\(name.value)") else {
        return nil
      }
      return SpecParameter(name: name, value: text)
    }
  }

  /// `platforms:` is a mapping such as `{iOS: "17.0", macOS: "14.0"}`, kept in order.
  mutating func readPlatforms(_ node: Node) -> [PlatformSpec] {
    guard let mapping = expectMapping(node, path: "platforms") else { return [] }
    return mapping.compactMap { key, value in
      guard let name = scalar(key, path: "platforms"), let version = scalar(value, path: "platforms.\(name.value)")
      else { return nil }
      return PlatformSpec(name: name, version: version)
    }
  }

  /// `openapi: {document: api.yaml, tags: [orders]}`; the document is relative to the spec file.
  mutating func readOpenAPI(_ node: Node) -> OpenAPISourceSpec? {
    guard let mapping = expectMapping(node, path: "openapi") else { return nil }
    checkKeys(mapping, allowed: SpecGrammar.openAPI.keyNames, path: "openapi")
    guard let documentNode = mapping[key: "document"], !isNull(documentNode) else {
      report(node, "openapi has no 'document'", hint: "add 'document: api.yaml', the path from this spec file")
      return nil
    }
    guard let document = scalar(documentNode, path: "openapi.document") else { return nil }
    let names = { (reader: inout SpecNodeReader, node: Node, path: String) in reader.bareName(node, path: path) }
    let tags = list(mapping[key: "tags"], path: "openapi.tags", read: names)
    let operations = list(mapping[key: "operations"], path: "openapi.operations", read: names)
    let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return OpenAPISourceSpec(
      document: document, tags: tags, operations: operations,
      baseFolder: file.hasPrefix("/") && folder.isEmpty ? "/" : folder, location: location(of: node))
  }

  mutating func readEntity(_ node: Node, path: String) -> EntitySpec? {
    guard let mapping = expectMapping(node, path: path) else { return nil }
    checkKeys(mapping, allowed: SpecGrammar.entity.keyNames, path: path)
    guard let name = requiredName(mapping, node: node, path: path) else { return nil }
    let fields = fieldList(mapping[key: "fields"], path: "\(path).fields") ?? []
    return EntitySpec(name: name, fields: fields, path: path)
  }

  private mutating func readUseCase(_ node: Node, path: String) -> UseCaseSpec? {
    // `- loadCart` is accepted as a use case with no fields.
    if node.scalar != nil {
      return bareName(node, path: path).map { UseCaseSpec(name: $0, path: path) }
    }
    guard let mapping = expectMapping(node, path: path) else { return nil }
    checkKeys(mapping, allowed: SpecGrammar.useCase.keyNames, path: path)
    guard let name = requiredName(mapping, node: node, path: path) else { return nil }
    return UseCaseSpec(
      name: name,
      summary: mapping[key: "summary"].flatMap { scalar($0, path: "\(path).summary")?.value },
      request: fieldList(mapping[key: "request"], path: "\(path).request") ?? [],
      response: fieldList(mapping[key: "response"], path: "\(path).response") ?? [],
      viewModel: fieldList(
        mapping[key: "viewModel"], path: "\(path).viewModel", sources: SpecGrammar.viewModelField.keyNames),
      onLoad: mapping[key: "onLoad"].flatMap { flag($0, path: "\(path).onLoad") },
      kind: mapping[key: "kind"].flatMap { scalar($0, path: "\(path).kind") } ?? recordedDefaultKind,
      emits: mapping[key: "emits"].flatMap { scalar($0, path: "\(path).emits") },
      path: path)
  }

  /// A record writes `kind:` only for commands (`NormalizedSpec`), so one without it recorded a
  /// query, whatever its name: read by today's default, a module recorded with `pay` as a query
  /// before names decided the kind would silently become a command in `check` and `update`.
  private var recordedDefaultKind: Located<String>? {
    readsRecord ? Located(UseCaseKind.query.rawValue) : nil
  }

  private mutating func readOutputEvent(_ node: Node, path: String) -> OutputEventSpec? {
    // `- closed` is an event that carries nothing.
    if node.scalar != nil {
      return bareName(node, path: path).map { OutputEventSpec(name: $0, path: path) }
    }
    guard let mapping = expectMapping(node, path: path) else { return nil }
    checkKeys(mapping, allowed: SpecGrammar.outputEvent.keyNames, path: path)
    guard let name = requiredName(mapping, node: node, path: path) else { return nil }
    return OutputEventSpec(
      name: name, summary: mapping[key: "summary"].flatMap { scalar($0, path: "\(path).summary")?.value },
      fields: fieldList(mapping[key: "fields"], path: "\(path).fields") ?? [], path: path)
  }

  private mutating func readRoute(_ node: Node, path: String) -> RouteSpec? {
    if node.scalar != nil {
      return bareName(node, path: path).map { RouteSpec(name: $0, path: path) }
    }
    guard let mapping = expectMapping(node, path: path) else { return nil }
    checkKeys(mapping, allowed: SpecGrammar.route.keyNames, path: path)
    guard let name = requiredName(mapping, node: node, path: path) else { return nil }
    return RouteSpec(
      name: name, summary: mapping[key: "summary"].flatMap { scalar($0, path: "\(path).summary")?.value },
      destination: mapping[key: "to"].flatMap { scalar($0, path: "\(path).to") },
      payload: fieldList(mapping[key: "payload"], path: "\(path).payload", sources: SpecGrammar.payloadField.keyNames)
        ?? [],
      path: path)
  }

  /// A field list: a sequence of one-entry `name: Type` mappings, in order.
  /// Returns `nil` when the key is absent (which differs from an empty list for view models).
  /// - Parameter sources: the keys a field may also be written with, as a mapping: a view model's
  ///   `- totalText: {type: String, from: total, format: currency}`, a payload's
  ///   `- productID: {type: UUID, from: loadProducts.items.id}`; nil for a plain list.
  private mutating func fieldList(_ node: Node?, path: String, sources: [String]? = nil) -> [FieldSpec]? {
    guard let node else { return nil }
    if isNull(node) { return [] }
    guard case .sequence(let sequence) = node else {
      report(node, "\(path) must be a list of 'name: Type' entries", hint: "write it as '- id: String' lines")
      return []
    }
    var fields: [FieldSpec] = []
    for (index, element) in sequence.enumerated() {
      guard case .mapping(let entry) = element, entry.count == 1, let pair = entry.first else {
        report(
          element, "\(path)[\(index)] must be a single 'name: Type' entry",
          hint: "write one field per line, such as '- quantity: Int'")
        continue
      }
      guard let name = scalar(pair.key, path: "\(path)[\(index)]") else { continue }
      let fieldPath = "\(path).\(name.value)"
      if let sources, case .mapping(let details) = pair.value {
        checkKeys(details, allowed: sources, path: fieldPath)
        guard let typeNode = details[key: "type"], !isNull(typeNode) else {
          report(pair.value, "\(fieldPath) has no 'type'", hint: "add 'type: String' (or the type it holds)")
          continue
        }
        guard let type = typeText(typeNode, path: "\(fieldPath).type") else { continue }
        fields.append(
          FieldSpec(
            name: name, type: type, path: fieldPath,
            from: details[key: "from"].flatMap { scalar($0, path: "\(fieldPath).from") },
            format: sources.contains("format")
              ? details[key: "format"].flatMap { scalar($0, path: "\(fieldPath).format") } : nil))
        continue
      }
      guard let type = typeText(pair.value, path: fieldPath) else { continue }
      fields.append(FieldSpec(name: name, type: type, path: fieldPath))
    }
    return fields
  }

  package mutating func list<Element>(
    _ node: Node?, path: String, read: (inout SpecNodeReader, Node, String) -> Element?
  ) -> [Element] {
    guard let node, !isNull(node) else { return [] }
    guard case .sequence(let sequence) = node else {
      report(node, "\(path) must be a list", hint: "start each entry with '- '")
      return []
    }
    return sequence.enumerated().compactMap { index, element in read(&self, element, "\(path)[\(index)]") }
  }

  private mutating func requiredName(_ mapping: Node.Mapping, node: Node, path: String) -> Located<String>? {
    guard let nameNode = mapping[key: "name"], !isNull(nameNode) else {
      report(node, "\(path) has no 'name'", hint: "add 'name: …'")
      return nil
    }
    return scalar(nameNode, path: "\(path).name")
  }

  package mutating func expectMapping(_ node: Node, path: String) -> Node.Mapping? {
    guard case .mapping(let mapping) = node else {
      report(node, "\(path) must be a mapping of keys to values", hint: "write 'key: value' lines")
      return nil
    }
    return mapping
  }

  package mutating func checkKeys(_ mapping: Node.Mapping, allowed: [String], path: String) {
    for key in mapping.keys {
      guard let name = key.string, !allowed.contains(name) else { continue }
      report(
        key, "unknown key '\(name)' in \(path)\(Suggestion.didYouMean(name, in: allowed))",
        hint: "allowed keys: \(allowed.joined(separator: ", "))")
    }
  }

  /// A scalar's text and the position of its first character (past an opening quote).
  package mutating func scalar(_ node: Node, path: String) -> Located<String>? {
    guard case .scalar(let scalar) = node else {
      report(node, "\(path) must be a single value, not a list or mapping", hint: "write it on one line")
      return nil
    }
    var location = self.location(of: node)
    if scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
      location = location?.advanced(by: 1)
    }
    return Located(scalar.string, at: location)
  }

  /// A field's type. Unquoted, `[String]` and `[String: Int]` are lists to YAML, so the hint
  /// shows the type quoted instead of the generic advice.
  private mutating func typeText(_ node: Node, path: String) -> Located<String>? {
    if let written = UnquotedTypeText.text(of: node) {
      report(
        node, "\(path) must be a type, but YAML reads unquoted brackets as a list",
        hint: "quote the type: '\(written)'")
      return nil
    }
    return scalar(node, path: path)
  }

  /// A list entry that is only a name; YAML's `null` or `~` is no name.
  private mutating func bareName(_ node: Node, path: String) -> Located<String>? {
    if isNull(node) {
      report(node, "\(path) has no name", hint: "write a name, or remove the entry")
      return nil
    }
    return scalar(node, path: path)
  }

  /// `true` or `false`, and nothing else (YAML's `yes`, `on` and `1` are refused as ambiguous).
  private mutating func flag(_ node: Node, path: String) -> Located<Bool>? {
    guard let text = scalar(node, path: path) else { return nil }
    switch text.value {
    case "true": return Located(true, at: text.location)
    case "false": return Located(false, at: text.location)
    default:
      report(node, "\(path) must be true or false, not '\(text.value)'", hint: "write 'true' or 'false'")
      return nil
    }
  }

  package func isNull(_ node: Node) -> Bool {
    if case .scalar(let scalar) = node, scalar.style == .plain, ["", "~", "null"].contains(scalar.string) {
      return true
    }
    return false
  }

  private func location(of node: Node) -> SourceLocation? {
    node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
  }

  package mutating func report(_ node: Node, _ message: String, hint: String) {
    collector.error(message, at: location(of: node), hint: hint)
  }
}
