import ScaffoldBase
import ScaffoldSpec
import Yams

/// Parses the YAML of a `.rambaspec` or a Rambafile into a node tree with positions, under the
/// same limits as a spec (size, alias expansion), so no input can make the import run long.
enum GenerambaYAML {
  enum Composed {
    case node(Node)
    case problem(Diagnostic)
  }

  static func compose(_ text: String, file: String, what: String) -> Composed {
    let start = SourceLocation(file: file, line: 1, column: 1)
    if text.utf8.count > SpecLimits.maximumBytes {
      return .problem(
        Diagnostic(
          "the \(what) is larger than \(SpecLimits.maximumBytes) bytes", at: start,
          hint: "check that this is the right file"))
    }
    if let position = AliasExpansionCheck.aliasPastLimit(in: text) {
      return .problem(
        Diagnostic(
          "with this alias the \(what) expands to more than \(SpecLimits.maximumExpandedNodes) values",
          at: SourceLocation(file: file, line: position.line, column: position.column),
          hint: "write the values out"))
    }
    do {
      guard let root = try YAMLComposer.compose(text) else {
        return .problem(Diagnostic("the \(what) is empty", at: start, hint: "see docs/generamba.md"))
      }
      return .node(root)
    } catch {
      return .problem(SpecLoader.syntaxDiagnostic(for: error, file: file, text: text))
    }
  }
}
