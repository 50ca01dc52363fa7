import ScaffoldBase

/// Swift source for Mustache documents parsed here, so that a run takes the built-ins' parsed
/// form from the binary instead of parsing some 200 KB of text (a sixth of a one-module run's
/// instructions, on the path every later step waits for).
enum DocumentSource {
  /// An expression that builds `document`: text as string literals (no copy at run time), names
  /// already split.
  static func expression(_ document: MustacheDocument) -> String {
    "MustacheDocument(nodes: \(list(document.nodes, depth: 1)))"
  }

  /// The helper the expressions call to make a name, declared in the generated enum.
  static let nameHelperDeclaration = """

      private static func name(_ segments: [String], _ isCurrent: Bool, _ isRelative: Bool) -> MustacheDocument.Name {
        MustacheDocument.Name(segments: segments, isCurrent: isCurrent, isRelative: isRelative)
      }

    """

  private static func list(_ nodes: [MustacheDocument.Node], depth: Int) -> String {
    guard !nodes.isEmpty else { return "[]" }
    let indentation = String(repeating: "  ", count: depth + 2)
    let closing = String(repeating: "  ", count: depth + 1)
    return "[\n" + nodes.map { indentation + node($0, depth: depth) + ",\n" }.joined() + closing + "]"
  }

  private static func node(_ node: MustacheDocument.Node, depth: Int) -> String {
    switch node {
    case .text(let text):
      return ".text(\(literal(text)))"
    case .variable(let name, let escaped):
      return ".variable(\(self.name(name)), escaped: \(escaped))"
    case .section(let name, let children, let inverted):
      return ".section(\(self.name(name)), \(list(children, depth: depth + 1)), inverted: \(inverted))"
    case .partial(let name, let indentation):
      return ".partial(\(literal(name)), indentation: \(indentation.map(literal) ?? "nil"))"
    case .contentType(let isText):
      return ".contentType(isText: \(isText))"
    }
  }

  private static func name(_ name: MustacheDocument.Name) -> String {
    "name([\(name.segments.map(literal).joined(separator: ", "))], \(name.isCurrent), \(name.isRelative))"
  }

  private static func literal(_ text: String) -> String {
    "\"\(swiftLiteralBody(text))\""
  }
}
