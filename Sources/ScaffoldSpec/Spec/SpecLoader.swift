import ScaffoldBase
import Yams

/// Reads a module spec from YAML or JSON text (JSON is read by the same YAML parser, so both
/// get positions). Structural problems (unknown keys, wrong shapes) are all collected; name and
/// type rules are `SpecValidator`'s. The keys each object may have are `SpecGrammar`'s.
public enum SpecLoader {
  /// Parses `text` and throws every structural problem; `file` names the text in diagnostics.
  public static func load(text: String, file: String) throws(ScaffoldError) -> ModuleSpec {
    let spec = try read(text: text, file: file)
    guard spec.readingProblems.isEmpty else { throw .invalidSpec(spec.readingProblems.sortedByLocation) }
    return spec
  }

  /// Parses `text`, keeping structural problems in `readingProblems` (what could be read is
  /// returned), so validation can report them together with its own. Throws only when the text
  /// is not YAML at all.
  public static func read(text: String, file: String) throws(ScaffoldError) -> ModuleSpec {
    moduleSpec(from: try compose(text: text, file: file), file: file)
  }

  /// Parses the spec kept in a generation record, which may also name shared entities.
  package static func loadRecorded(text: String, file: String) throws(ScaffoldError) -> ModuleSpec {
    var reader = SpecNodeReader(file: file)
    reader.readsRecord = true
    var spec = reader.readModule(try compose(text: text, file: file))
    spec.file = file
    guard reader.collector.isEmpty else { throw .invalidSpec(reader.collector.sortedByLocation) }
    return spec
  }

  /// The spec a record keeps, read from its value as `loadRecorded(text: value.jsonText())`
  /// reads it, without writing and parsing that text: `check` and `update` read every recorded
  /// module's spec, and the round trip through YAML was a sixth of their time. A spec with a
  /// problem is read again from its text, so each diagnostic has a line and column.
  package static func loadRecorded(value: ContextValue, file: String) throws(ScaffoldError) -> ModuleSpec {
    var reader = SpecNodeReader(file: file)
    reader.readsRecord = true
    var spec = reader.readModule(RecordedNode.node(of: value))
    guard reader.collector.isEmpty else { return try loadRecorded(text: value.jsonText(), file: file) }
    spec.file = file
    return spec
  }

  /// Parses `text` as a module spec or, when it has `modules:`, an app spec.
  public static func readDocument(text: String, file: String) throws(ScaffoldError) -> SpecDocument {
    let root = try compose(text: text, file: file)
    if case .mapping(let mapping) = root, mapping[key: "modules"] != nil {
      var reader = SpecNodeReader(file: file)
      return .app(reader.readApp(mapping, node: root))
    }
    return .module(moduleSpec(from: root, file: file))
  }

  private static func compose(text: String, file: String) throws(ScaffoldError) -> Node {
    try checkLimits(text, file: file)
    let root: Node?
    do {
      // `.basic`: every scalar is text to the reader, which decides what a value means; the
      // default resolver matched each scalar against regular expressions to tag it, a fifth
      // of reading a recorded spec.
      root = try YAMLComposer.compose(text, resolver: .basic)
    } catch {
      throw .invalidSpec([syntaxDiagnostic(for: error, file: file, text: text)])
    }
    guard let root else {
      throw .invalidSpec([
        Diagnostic(
          "the spec is empty", at: SourceLocation(file: file, line: 1, column: 1),
          hint: "write at least 'name: MyModule'")
      ])
    }
    return root
  }

  private static func moduleSpec(from root: Node, file: String) -> ModuleSpec {
    var reader = SpecNodeReader(file: file)
    var spec = reader.readModule(root)
    spec.file = file
    spec.readingProblems = reader.collector.diagnostics
    return spec
  }

  /// Refuses, before parsing, what would take long or much memory (see `SpecLimits`).
  private static func checkLimits(_ text: String, file: String) throws(ScaffoldError) {
    let size = text.utf8.count
    if size > SpecLimits.maximumBytes {
      throw .invalidSpec([
        Diagnostic(
          "the spec is \(size) bytes long, more than the \(SpecLimits.maximumBytes) bytes (1 MiB) a spec may have",
          at: SourceLocation(file: file, line: 1, column: 1),
          hint: "split the module, or check that this is the right file")
      ])
    }
    if let problem = aliasExpansionProblem(in: text, file: file, subject: "the spec") { throw .invalidSpec([problem]) }
  }

  /// The alias that makes `text` expand past `SpecLimits.maximumExpandedNodes` values (a "billion
  /// laughs"), found before Yams expands it; `subject` names the text (`the spec`, `the document`).
  package static func aliasExpansionProblem(in text: String, file: String, subject: String) -> Diagnostic? {
    guard let position = AliasExpansionCheck.aliasPastLimit(in: text) else { return nil }
    return Diagnostic(
      "with this alias \(subject) expands to more than \(SpecLimits.maximumExpandedNodes) values",
      at: SourceLocation(file: file, line: position.line, column: position.column),
      hint: "write the values out, or use fewer aliases of aliases")
  }

  /// - Parameter text: the document, to say which line is likely at fault (`YAMLSyntaxHint`).
  package static func syntaxDiagnostic(for error: Error, file: String, text: String? = nil) -> Diagnostic {
    let hint = "fix the YAML/JSON syntax at this position"
    if let yamlError = error as? YamlError {
      switch yamlError {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        return Diagnostic(
          "invalid YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column),
          hint: text.map { YAMLSyntaxHint.hint(text: $0, line: mark.line, problem: problem) } ?? hint)
      case .duplicatedKeysInMapping(let duplicates, let context):
        return Diagnostic(
          "duplicate key(s) \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping",
          at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
          hint: "keep one of each key")
      default:
        break
      }
    }
    return Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1), hint: hint)
  }
}
