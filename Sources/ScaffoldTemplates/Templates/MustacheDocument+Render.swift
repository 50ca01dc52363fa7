import ScaffoldBase

extension MustacheDocument {
  /// What a render sees: the scopes (innermost last), the partials, the indentation of the
  /// standalone includes it is inside, and whether text is printed as is or HTML-escaped.
  struct Scope {
    var stack: [ContextValue]
    let partials: [String: MustacheDocument]
    var indentation: String?
    var isText = false
  }

  /// The text for `context`, with `partials` for `{{> name}}`. A document starts in HTML mode
  /// until a `CONTENT_TYPE:TEXT` pragma, as every include does.
  func render(_ context: ContextValue, partials: [String: MustacheDocument]) -> String {
    Self.render(nodes, scope: Scope(stack: [context], partials: partials))
  }

  private static func render(_ nodes: [Node], scope: Scope) -> String {
    var output = ""
    var scope = scope
    // Inside an indented include, a piece that starts a line gets the indentation; the first
    // line of each render does not (its include tag's whitespace was printed before it).
    let indentation = scope.indentation.flatMap { $0.isEmpty ? nil : $0 }
    for node in nodes {
      let piece = render(node, scope: &scope)
      if let indentation, !piece.isEmpty, endsWithLineFeed(output) { output += indentation }
      output += piece
    }
    return output
  }

  private static func render(_ node: Node, scope: inout Scope) -> String {
    switch node {
    case .text(let text):
      return text
    case .variable(let name, let escaped):
      guard let value = lookUp(name, in: scope.stack) else { return "" }
      let text = printed(value)
      return escaped && !scope.isText ? htmlEscaped(text) : text
    case .section(let name, let body, let inverted):
      let value = lookUp(name, in: scope.stack)
      return inverted ? invertedSection(value, body: body, scope: scope) : section(value, body: body, scope: scope)
    case .partial(let name, let indentation):
      guard let partial = scope.partials[name] else { return "" }
      var inner = scope
      if let indentation { inner.indentation = (scope.indentation ?? "") + indentation }
      inner.isText = false
      return render(partial.nodes, scope: inner)
    case .contentType(let isText):
      scope.isText = isText
      return ""
    }
  }

  /// A list renders once per element, a flag once when true, anything else once with it in scope.
  private static func section(_ value: ContextValue?, body: [Node], scope: Scope) -> String {
    switch value {
    case .list(let elements):
      return elements.map { render(body, scope: scope.pushing($0)) }.joined()
    case .bool(let flag):
      return flag ? render(body, scope: scope) : ""
    case nil:
      return ""
    case .some(let value):
      return render(body, scope: scope.pushing(value))
    }
  }

  private static func invertedSection(_ value: ContextValue?, body: [Node], scope: Scope) -> String {
    switch value {
    case .list(let elements):
      return elements.isEmpty ? render(body, scope: scope.pushing(.list([]))) : ""
    case .bool(let flag):
      return flag ? "" : render(body, scope: scope)
    case nil:
      return render(body, scope: scope)
    case .some:
      return ""
    }
  }

  /// `.` is the innermost value; `.a.b` is looked up in it alone; `a.b` finds `a` in the
  /// innermost scope that has it, then `b` in that, never further out.
  private static func lookUp(_ name: Name, in stack: [ContextValue]) -> ContextValue? {
    if name.isCurrent || name.segments.isEmpty { return stack.last }
    if name.isRelative { return member(name.segments[...], of: stack.last) }
    for value in stack.reversed() {
      if let found = value[name.segments[0]] { return member(name.segments.dropFirst(), of: found) }
    }
    return nil
  }

  private static func member(_ path: ArraySlice<String>, of value: ContextValue?) -> ContextValue? {
    path.reduce(value) { value, key in value?[key] }
  }

  /// Text and numbers as written, flags as `true`/`false`; a list or object as Swift prints it
  /// (the template checker refuses printing those).
  private static func printed(_ value: ContextValue) -> String {
    switch value {
    case .string(let text): return text
    case .int(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .list, .object: return String(describing: value.mustacheValue)
    }
  }

  private static func htmlEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
      return text
    }
    var escaped = ""
    for character in text {
      switch character {
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "&": escaped += "&amp;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Whether the text's last character is "\n" alone (a CRLF is one character, and is not).
  private static func endsWithLineFeed(_ text: String) -> Bool {
    var bytes = text.utf8.reversed().makeIterator()
    guard bytes.next() == 0x0A else { return false }
    return bytes.next() != 0x0D
  }
}

extension MustacheDocument.Scope {
  fileprivate func pushing(_ value: ContextValue) -> Self {
    var scope = self
    scope.stack.append(value)
    return scope
  }
}
