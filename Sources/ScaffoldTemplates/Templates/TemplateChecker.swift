import ScaffoldBase

/// Proves, before anything is rendered, that every name a template uses exists in the context
/// and is used as what it is (text as a variable, flags and lists as sections). Mustache itself
/// renders a missing name as empty text; this check is what makes Scaffold strict.
struct TemplateChecker {
  /// A context in which every list has at least one element, so every key is visible.
  let schema: ContextValue
  let partials: [String: String]
  /// Where the partial of a name lives (its template's `partials/`, or `_shared/` for one the
  /// template takes from there), so problems inside it point at the file to edit.
  let partialPath: (String) -> String

  private static let maximumPartialDepth = 16

  package func check(_ text: String, file: String) -> [Diagnostic] {
    var collector = DiagnosticCollector()
    check(text, file: file, scopes: [schema], depth: 0, into: &collector)
    return collector.diagnostics
  }

  private func check(
    _ text: String, file: String, scopes initialScopes: [ContextValue], depth: Int,
    into collector: inout DiagnosticCollector
  ) {
    let tags: [MustacheTag]
    switch MustacheTagScanner.scan(text) {
    case .failure(let failure):
      collector.error(failure.message, at: SourceLocation(file: file, line: failure.line, column: failure.column))
      return
    case .success(let scanned):
      tags = scanned
    }
    var scopes = initialScopes
    // Each open section: its name, where it opened, and whether it pushed a scope.
    var open: [(name: String, tag: MustacheTag, pushed: Bool)] = []
    for tag in tags {
      let location = SourceLocation(file: file, line: tag.line, column: tag.column)
      switch tag.kind {
      case .comment, .pragma:
        continue
      case .unsupported(let feature):
        collector.error(
          "'\(feature)' tags are not supported in Scaffold templates", at: location,
          hint: "use sections over the context's lists and flags")
      case .partial:
        guard let partial = partials[tag.name] else {
          collector.error(
            "partial '\(tag.name)' does not exist\(Suggestion.didYouMean(tag.name, in: Array(partials.keys)))",
            at: location, hint: "add \(partialPath(tag.name))")
          continue
        }
        guard depth < Self.maximumPartialDepth else {
          collector.error("partial '\(tag.name)' includes itself too deeply", at: location, hint: "remove the cycle")
          continue
        }
        check(
          partial, file: partialPath(tag.name), scopes: scopes, depth: depth + 1, into: &collector)
      case .variable, .unescapedVariable:
        guard let value = resolve(tag.name, in: scopes, at: location, into: &collector) else { continue }
        switch value {
        case .string, .int: break
        case .bool:
          collector.error(
            "'\(tag.name)' is a flag and would print 'true' or 'false'", at: location,
            hint: "use it as a section: {{#\(tag.name)}}…{{/\(tag.name)}}")
        case .list, .object:
          collector.error(
            "'\(tag.name)' is \(value.kindName) and cannot be printed", at: location,
            hint: "open it as a section and print its members")
        }
      case .section, .invertedSection:
        guard let value = resolve(tag.name, in: scopes, at: location, into: &collector) else {
          open.append((tag.name, tag, false))
          continue
        }
        var pushed = false
        switch value {
        case .string, .int:
          collector.error(
            "'\(tag.name)' is \(value.kindName); sections need a flag, a list or an object", at: location,
            hint: "use the matching 'has…' flag")
        case .list(let elements) where tag.kind == .section:
          scopes.append(elements.first ?? .object([:]))
          pushed = true
        case .object where tag.kind == .section:
          scopes.append(value)
          pushed = true
        default:
          break
        }
        open.append((tag.name, tag, pushed))
      case .close:
        guard let last = open.popLast() else {
          collector.error("'{{/\(tag.name)}}' closes a section that was never opened", at: location)
          continue
        }
        if last.pushed { scopes.removeLast() }
        if last.name != tag.name {
          collector.error(
            "'{{/\(tag.name)}}' closes '\(last.name)', opened at \(last.tag.line):\(last.tag.column)", at: location,
            hint: "close sections in the reverse order they open")
        }
      }
    }
    for unclosed in open {
      collector.error(
        "section '\(unclosed.name)' is never closed",
        at: SourceLocation(file: file, line: unclosed.tag.line, column: unclosed.tag.column),
        hint: "add {{/\(unclosed.name)}}")
    }
  }

  /// Looks a dotted name up the way Mustache does: the first part in the innermost scope that has
  /// it, the rest inside that value.
  private func resolve(
    _ name: String, in scopes: [ContextValue], at location: SourceLocation, into collector: inout DiagnosticCollector
  ) -> ContextValue? {
    if name == "." { return scopes.last }
    if name.contains("(") {
      collector.error(
        "'\(name)' uses a transform; Scaffold templates use precomputed keys instead", at: location,
        hint: "see the context reference in docs/templates.md")
      return nil
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, !first.isEmpty, var value = scopes.reversed().lazy.compactMap({ $0[first] }).first
    else {
      let visible = scopes.flatMap(\.keys)
      collector.error(
        "'\(name)' is not in the template context\(Suggestion.didYouMean(parts.first ?? name, in: visible))",
        at: location, hint: "run 'scaffold context' to see every available name")
      return nil
    }
    for (index, part) in parts.enumerated().dropFirst() {
      guard let member = value[part] else {
        let parent = parts[..<index].joined(separator: ".")
        collector.error(
          "'\(name)' is not in the template context: '\(parent)' has no '\(part)'\(Suggestion.didYouMean(part, in: value.keys))",
          at: location, hint: "run 'scaffold context' to see every available name")
        return nil
      }
      value = member
    }
    return value
  }
}

extension ContextValue {
  fileprivate var keys: [String] {
    if case .object(let members) = self { return Array(members.keys) }
    return []
  }

  fileprivate var kindName: String {
    switch self {
    case .string: return "a text value"
    case .bool: return "a flag"
    case .int: return "a number"
    case .list: return "a list"
    case .object: return "an object"
    }
  }
}
