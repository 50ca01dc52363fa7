import ScaffoldBase
import ScaffoldSpec
import Yams

extension TemplateManifest {
  /// Reads `template.yml` (named `path` in errors), every problem at its line.
  ///
  /// It walks the YAML nodes itself rather than through Yams' `Codable` decoder: that decoder's
  /// generic metadata and its tag resolution (which compiles regular expressions on first use)
  /// were a tenth of a one-module run, which reads the built-in manifest every time. Every
  /// scalar is read as the text written, so `default: true` and `version: 2` are text, as the
  /// manifest format says.
  ///
  /// A manifest with `extends:` is read over its parent's (`parent`, which the caller found by
  /// that name): what it leaves out is the parent's, its `files:`, `parameters:` and `values:`
  /// replace the parent's entries of the same path or name and add the others, and its
  /// `reserved:` names add to the parent's.
  public init(yaml text: String, path: String, parent: TemplateManifest? = nil) throws(ScaffoldError) {
    let root: Node?
    do {
      root = try YAMLComposer.compose(text, resolver: .basic)
    } catch {
      throw TemplateManifestNodes(path: path).failure("it is not valid YAML: \(error)", at: nil)
    }
    try self.init(root: root, path: path, parent: parent)
  }

  /// Reads a manifest already composed into YAML nodes (with the basic resolver, as
  /// `init(yaml:path:parent:)` composes it): the build composes the built-ins' (`EmbeddedTemplates`).
  init(root: Node?, path: String, parent: TemplateManifest? = nil) throws(ScaffoldError) {
    let reader = TemplateManifestNodes(path: path)
    guard let root, case .mapping = root else { throw reader.failure("it is not a mapping of keys", at: root) }
    name = try reader.text(root, "name")
    extends = try reader.optionalText(root, "extends")
    if extends != nil, parent == nil {
      throw reader.failure(
        "it extends '\(extends ?? "")', which was not given to read it over", at: root.entry("extends"))
    }
    let inherited = extends == nil ? nil : parent
    summary = try reader.optionalText(root, "summary") ?? inherited?.summary ?? ""
    architecture = try Self.architecture(of: root, inherited: inherited, reader: reader)
    version = try reader.optionalText(root, "version") ?? inherited?.version ?? "1"
    let filesNode = inherited == nil ? try reader.required(root, "files") : root.entry("files")
    files = Self.replacing(
      inherited?.files ?? [],
      with: try reader.list(filesNode, named: "files").map { node throws(ScaffoldError) in
        try File(node: node, reader: reader)
      }, by: \.template)
    if let node = root.entry("reserved"), !TemplateManifestNodes.isNull(node) {
      reserved = try ReservedNames(node: node, reader: reader).adding(inherited?.reserved ?? ReservedNames())
    } else {
      reserved = inherited?.reserved ?? ReservedNames()
    }
    parameters = Self.replacing(
      inherited?.parameters ?? [],
      with: try reader.list(root.entry("parameters"), named: "parameters").map { node throws(ScaffoldError) in
        try TemplateParameter(node: node, reader: reader)
      }, by: \.name)
    shared = try reader.textList(root.entry("shared"), named: "shared")
    values = Self.replacing(
      inherited?.values ?? [],
      with: try reader.list(root.entry("values"), named: "values").map { node throws(ScaffoldError) in
        try TemplateValue(node: node, reader: reader)
      }, by: \.name)
    if let node = root.entry("layout"), !TemplateManifestNodes.isNull(node) {
      guard let layout = Layout(rawValue: try reader.text(node, named: "layout")) else {
        throw reader.failure(
          "its layout must be \(Layout.allCases.map(\.rawValue).joined(separator: " or "))", at: node)
      }
      self.layout = layout
    } else {
      layout = inherited?.layout ?? .swift
    }
  }

  /// `architecture:`, which a template that extends another may leave out, and may only repeat:
  /// its files are rendered with the parent's context, which is the parent architecture's.
  private static func architecture(of root: Node, inherited: TemplateManifest?, reader: TemplateManifestNodes)
    throws(ScaffoldError) -> Architecture
  {
    if let inherited, root.entry("architecture").map(TemplateManifestNodes.isNull) ?? true {
      return inherited.architecture
    }
    let node = try reader.required(root, "architecture")
    guard let architecture = Architecture(rawValue: try reader.text(node, named: "architecture")) else {
      throw reader.failure(
        "its architecture must be one of \(Architecture.allCases.map(\.rawValue).joined(separator: ", "))", at: node)
    }
    if let inherited, architecture != inherited.architecture {
      throw reader.failure(
        "it extends '\(inherited.name)', a \(inherited.architecture.rawValue) template, so its architecture cannot be "
          + "\(architecture.rawValue); leave 'architecture' out", at: node)
    }
    return architecture
  }

  /// The parent's entries with each of `own` in the place of the parent's entry of the same key,
  /// and the rest of `own` after them, in their order.
  private static func replacing<Entry, Key: Hashable>(
    _ inherited: [Entry], with own: [Entry], by key: KeyPath<Entry, Key>
  )
    -> [Entry]
  {
    let ownByKey = Dictionary(own.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { _, last in last })
    let inheritedKeys = Set(inherited.map { $0[keyPath: key] })
    return inherited.map { ownByKey[$0[keyPath: key]] ?? $0 } + own.filter { !inheritedKeys.contains($0[keyPath: key]) }
  }
}

extension TemplateManifest.File {
  fileprivate init(node: Node, reader: TemplateManifestNodes) throws(ScaffoldError) {
    guard case .mapping = node else { throw reader.failure("each entry of files must be a mapping", at: node) }
    template = try reader.text(node, "template")
    output = try reader.text(node, "output")
    let kindNode = try reader.required(node, "kind")
    guard let kind = TemplateManifest.FileKind(rawValue: try reader.text(kindNode, named: "kind")) else {
      throw reader.failure("a file's kind must be source, test or resource", at: kindNode)
    }
    self.kind = kind
    // `when` may be one flag or a list of them.
    if let when = node.entry("when"), case .scalar = when, !TemplateManifestNodes.isNull(when) {
      self.when = [try reader.text(when, named: "when")]
    } else {
      self.when = try reader.textList(node.entry("when"), named: "when")
    }
  }
}

extension TemplateValue {
  /// `- name: companyUppercased`, `from: "{{project.organisation}}"`, `filters: [upcase, {append: "."}]`.
  fileprivate init(node: Node, reader: TemplateManifestNodes) throws(ScaffoldError) {
    guard case .mapping = node else { throw reader.failure("each entry of values must be a mapping", at: node) }
    let name = try reader.text(node, "name")
    guard LiquidFilter.isIdentifier(name) else {
      throw reader.failure(
        "a value's name must be letters, digits and '_', starting with a letter", at: node.entry("name"))
    }
    var filters: [LiquidFilter] = []
    for filterNode in try reader.list(node.entry("filters"), named: "filters") {
      let (filterName, arguments): (String, [String])
      switch filterNode {
      case .scalar:
        (filterName, arguments) = (try reader.text(filterNode, named: "filters"), [])
      case .mapping(let mapping) where mapping.count == 1:
        let (key, value) = mapping[mapping.startIndex]
        let given: [String]
        if case .sequence = value {
          given = try reader.textList(value, named: "filters")
        } else {
          given = [try reader.text(value, named: "filters")]
        }
        (filterName, arguments) = (try reader.text(key, named: "filters"), given)
      default:
        throw reader.failure("a filter is a name (upcase) or a name with its arguments (append: \".\")", at: filterNode)
      }
      guard let filter = LiquidFilter(name: filterName, arguments: arguments) else {
        let known = LiquidFilter.arities.keys.sorted().joined(separator: ", ")
        throw reader.failure(
          LiquidFilter.arities[filterName].map { "the filter '\(filterName)' takes \($0) argument(s)" }
            ?? "unknown filter '\(filterName)' (known: \(known))", at: filterNode)
      }
      filters.append(filter)
    }
    let from = try reader.text(node, "from")
    do {
      _ = try MustacheDocument(parsing: from)
    } catch {
      throw reader.failure(
        "the value '\(name)' is not valid Mustache in from: \(error.message)", at: node.entry("from"))
    }
    self.init(name: name, from: from, filters: filters)
  }
}

extension ReservedNames {
  fileprivate init(node: Node, reader: TemplateManifestNodes) throws(ScaffoldError) {
    guard case .mapping = node else { throw reader.failure("reserved must be a mapping of lists", at: node) }
    self.init(
      types: try reader.textList(node.entry("types"), named: "reserved.types"),
      useCaseTypes: try reader.textList(node.entry("useCaseTypes"), named: "reserved.useCaseTypes"),
      members: try reader.textList(node.entry("members"), named: "reserved.members"),
      useCaseMembers: try reader.textList(node.entry("useCaseMembers"), named: "reserved.useCaseMembers"),
      routeMembers: try reader.textList(node.entry("routeMembers"), named: "reserved.routeMembers"),
      outputMembers: try reader.textList(node.entry("outputMembers"), named: "reserved.outputMembers"))
  }
}

extension TemplateParameter {
  fileprivate init(node: Node, reader: TemplateManifestNodes) throws(ScaffoldError) {
    guard case .mapping = node else { throw reader.failure("each parameter must be a mapping", at: node) }
    let typeNode = try reader.required(node, "type")
    guard let type = Kind(rawValue: try reader.text(typeNode, named: "type")) else {
      throw reader.failure(
        "a parameter's type must be one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))", at: typeNode)
    }
    self.init(
      name: try reader.text(node, "name"), type: type, description: try reader.optionalText(node, "description") ?? "",
      defaultValue: try reader.optionalText(node, "default"),
      choices: try reader.textList(node.entry("choices"), named: "choices"),
      pattern: try reader.optionalText(node, "pattern"))
  }
}

/// Reads the parts of a manifest, with errors that name the file and the line.
private struct TemplateManifestNodes {
  let path: String

  func required(_ mapping: Node, _ key: String) throws(ScaffoldError) -> Node {
    guard let node = mapping.entry(key), !Self.isNull(node) else { throw failure("'\(key)' is missing", at: mapping) }
    return node
  }

  /// YAML's null as a plain scalar (`key:`, `~`, `null`): the same as leaving the key out.
  static func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  func text(_ mapping: Node, _ key: String) throws(ScaffoldError) -> String {
    try text(try required(mapping, key), named: key)
  }

  func optionalText(_ mapping: Node, _ key: String) throws(ScaffoldError) -> String? {
    guard let node = mapping.entry(key), !Self.isNull(node) else { return nil }
    return try text(node, named: key)
  }

  func text(_ node: Node, named key: String) throws(ScaffoldError) -> String {
    guard case .scalar(let scalar) = node else { throw failure("'\(key)' must be text", at: node) }
    return scalar.string
  }

  /// The entries of a list; none when the key is absent.
  func list(_ node: Node?, named key: String) throws(ScaffoldError) -> [Node] {
    guard let node, !Self.isNull(node) else { return [] }
    guard case .sequence(let sequence) = node else { throw failure("'\(key)' must be a list", at: node) }
    return Array(sequence)
  }

  func textList(_ node: Node?, named key: String) throws(ScaffoldError) -> [String] {
    try list(node, named: key).map { entry throws(ScaffoldError) in
      guard case .scalar(let scalar) = entry else { throw failure("each entry of '\(key)' must be text", at: entry) }
      return scalar.string
    }
  }

  func failure(_ reason: String, at node: Node?) -> ScaffoldError {
    let mark = node?.mark
    return .invalidTemplate([
      Diagnostic(
        "\(path) is not a valid manifest: \(reason)",
        at: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1),
        hint: "see docs/templates.md for the manifest format")
    ])
  }
}

extension Node {
  /// The value of `key` in a mapping, as Yams' `node[key]` finds it in nodes composed with the
  /// basic resolver (where every plain scalar is text): the last key with that text whose tag is
  /// text. Yams makes a node and a tag for every lookup and resolves each key's tag to compare
  /// it: a manifest's hundred lookups were most of reading a built-in one.
  func entry(_ key: String) -> Node? {
    guard case .mapping(let mapping) = self else { return nil }
    // From the end, by index: `reversed()` copies every pair (the mapping is not bidirectional).
    var index = mapping.endIndex
    while index > mapping.startIndex {
      index -= 1
      guard case .scalar(let scalar) = mapping[index].key, scalar.string == key else { continue }
      if Self.textTags.contains(scalar.tag.rawValue) { return mapping[index].value }
    }
    return nil
  }

  /// The tags the basic resolver makes text of: none written, `!`, and `!!str`.
  private static let textTags: Set<String> = ["", "!", Tag.Name.str.rawValue]
}
