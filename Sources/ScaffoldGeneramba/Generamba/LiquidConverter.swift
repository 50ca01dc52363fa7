import Foundation
import ScaffoldBase
import ScaffoldTemplates

/// A custom parameter's use, so the import can decide its type once every file is read: one
/// printed anywhere stays a string, one only tested becomes a flag.
struct ParameterUse: Equatable {
  var key: String
  var isCondition: Bool
  var location: SourceLocation
}

/// The Mustache text of one Liquid file, or the problems that keep it from being converted.
struct LiquidConversion {
  var text = ""
  var diagnostics: [Diagnostic] = []
  var parameterUses: [ParameterUse] = []
  /// Snippets named by `{% include %}`, which become partials.
  var snippets: [String] = []
  /// The filtered variables it prints, for the manifest's `values:`.
  var values: [TemplateValue] = []
}

/// Converts one Liquid text to Mustache, collecting every construct it cannot convert.
struct LiquidConverter {
  /// How diagnostics name the file (`swifty_viper/Code/View/view.swift.liquid`).
  var file: String
  var place: LiquidExpression.Place = .contents
  var dropDates = false
  /// Where the text starts in its file (a file name inside the `.rambaspec`).
  var origin = (line: 1, column: 1)
  var snippetExists: (String) -> Bool = { _ in true }

  /// Block tags whose whole body is refused with them (their end tag is skipped to).
  private static let refusedBlocks = ["case", "capture", "tablerow", "ifchanged"]

  func convert(_ text: String) -> LiquidConversion {
    var result = LiquidConversion()
    let tokens: [LiquidToken]
    switch LiquidScanner.scan(text) {
    case .success(let scanned): tokens = scanned
    case .failure(let failure):
      result.diagnostics.append(
        Diagnostic(
          "Liquid syntax error: \(failure.message)", at: location(failure.line, failure.column),
          hint: "close the tag"))
      return result
    }
    var state = LiquidOutput(result: result)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch token.kind {
      case .text: state.appendText(token.content)
      case .rawText:
        if let brace = token.content.range(of: "{{") {
          report(
            &state, token, offset: token.content.distance(from: token.content.startIndex, to: brace.lowerBound),
            "this '{{' inside '{% raw %}' would be read by Mustache as a tag",
            hint: "Scaffold templates cannot print '{{'; remove it")
        }
        state.appendText(token.content)
      case .output: convertOutput(token, next: next, into: &state)
      case .tag:
        if case .fileName = place {
          report(
            &state, token, "Liquid tags in a file name cannot be converted",
            hint: "write the file name with variables only; use 'when:' in template.yml for optional files")
        } else {
          index = convertTag(token, at: index, in: tokens, into: &state)
        }
      }
      index += 1
    }
    for section in state.sections {
      report(&state, section.token, "'{% \(section.tag) %}' is never closed", hint: "add '{% end\(section.tag) %}'")
    }
    if place == .contents { state.result.text = MustacheLines.keepingEveryLine(state.result.text) }
    return state.result
  }

  // MARK: - Output tags

  private func convertOutput(_ token: LiquidToken, next: LiquidToken?, into state: inout LiquidOutput) {
    let loops = state.sections.compactMap(\.loop)
    switch LiquidLoops.value(of: token.content, in: loops) ?? LiquidExpression.convert(token.content, place: place) {
    case .name(let name): emit("{{\(name)}}", for: token, into: &state)
    case .literal(let text): state.appendText(text)
    case .parameter(let key):
      state.result.parameterUses.append(ParameterUse(key: key, isCondition: false, location: location(of: token)))
      emit("{{params.\(key)}}", for: token, into: &state)
    case .mustache(let tags): emit(tags, for: token, into: &state)
    case .derived(let value, let parameter):
      if let parameter {
        state.result.parameterUses.append(
          ParameterUse(key: parameter, isCondition: false, location: location(of: token)))
      }
      if !state.result.values.contains(value) { state.result.values.append(value) }
      emit("{{values.\(value.name)}}", for: token, into: &state)
    case .date(let name):
      // The day of the module's first generation, which its record keeps: the same bytes on
      // every re-render. `--drop-dates` removes it instead, for those who want no date at all.
      guard dropDates else { return emit("{{\(name)}}", for: token, into: &state) }
      state.dropDate(nextText: next?.kind == .text ? next?.content : nil)
    case .refused(let message, let hint, let offset):
      report(&state, token, offset: contentOffset(token) + offset, message, hint: hint)
    }
  }

  // MARK: - Logic tags

  /// Converts the tag at `index` and returns the index of the last token it consumed.
  private func convertTag(_ token: LiquidToken, at index: Int, in tokens: [LiquidToken], into state: inout LiquidOutput)
    -> Int
  {
    let words = token.content.split(separator: " ", maxSplits: 1).map(String.init)
    let name = words.first ?? ""
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    switch name {
    case "comment":
      guard let end = matchingEnd(of: "comment", from: index, in: tokens) else {
        report(&state, token, "'{% comment %}' is never closed", hint: "add '{% endcomment %}'")
        return tokens.count
      }
      // Liquid prints nothing for it and keeps the text around it, line breaks included.
      return end
    case _ where name.hasPrefix("#"), "raw", "endraw":
      return index
    case "if", "unless":
      openSection(name, condition: argument, token: token, into: &state)
    case "for":
      return openLoop(argument, token: token, at: index, in: tokens, into: &state)
    case "endfor":
      guard state.sections.last?.tag == "for" else {
        report(&state, token, "'{% endfor %}' without an open '{% for %}'", hint: "remove it")
        return index
      }
      state.sections.removeLast()
    case "else" where state.sections.last?.tag == "for":
      report(
        &state, token, "the '{% else %}' of a '{% for %}' never prints: the list has one element in a package",
        hint: "remove it and what follows it up to '{% endfor %}'")
    case "else":
      guard let section = state.sections.last, ["if", "unless"].contains(section.tag) else {
        report(&state, token, "'{% else %}' without an open '{% if %}'", hint: "remove it")
        return index
      }
      if let tested = section.name {
        emit("{{/\(tested)}}{{\(section.inverted ? "#" : "^")\(tested)}}", for: token, into: &state)
      }
    case "endif", "endunless":
      let opener = String(name.dropFirst(3))
      guard let section = state.sections.last, section.tag == opener else {
        report(&state, token, "'{% \(name) %}' without an open '{% \(opener) %}'", hint: "remove it")
        return index
      }
      state.sections.removeLast()
      if let tested = section.name { emit("{{/\(tested)}}", for: token, into: &state) }
    case "elsif":
      report(
        &state, token, "'{% elsif %}' cannot be converted: a Scaffold section tests one flag",
        hint: "nest '{% if %}' blocks instead")
    case "include":
      include(argument, token: token, into: &state)
    case _ where Self.refusedBlocks.contains(name):
      report(
        &state, token, "'{% \(name) %}' cannot be converted: Scaffold templates are logic-less",
        hint: "write out what the block prints; the whole block up to '{% end\(name) %}' is left out of the check")
      guard let end = matchingEnd(of: name, from: index, in: tokens) else {
        report(&state, token, "'{% \(name) %}' is never closed", hint: "add '{% end\(name) %}'")
        return tokens.count
      }
      return end
    default:
      report(
        &state, token, "'{% \(name) %}' cannot be converted: Scaffold templates are logic-less",
        hint: "remove it, or write out the text it produces")
    }
    return index
  }

  private func openSection(_ tag: String, condition: String, token: LiquidToken, into state: inout LiquidOutput) {
    guard let (key, negated) = Self.parameterCondition(condition) else {
      report(
        &state, token, "the condition '\(condition)' cannot be converted: a Scaffold section tests a flag",
        hint:
          "only 'custom_parameters.<key>' converts (alone, or == / != \"true\" / \"false\"); it becomes a bool parameter"
      )
      state.sections.append(LiquidSection(tag: tag, name: nil, inverted: false, token: token))
      return
    }
    state.result.parameterUses.append(ParameterUse(key: key, isCondition: true, location: location(of: token)))
    let inverted = negated != (tag == "unless")
    let name = "params.\(key)"
    state.sections.append(LiquidSection(tag: tag, name: name, inverted: inverted, token: token))
    emit("{{\(inverted ? "^" : "#")\(name)}}", for: token, into: &state)
  }

  /// `custom_parameters.x`, `custom_parameters.x == "true"` and the like: the key, and whether
  /// the test is negated.
  static func parameterCondition(_ condition: String) -> (key: String, negated: Bool)? {
    let parts = condition.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let prefix = "custom_parameters."
    guard let subject = parts.first, subject.hasPrefix(prefix) else { return nil }
    let key = String(subject.dropFirst(prefix.count))
    guard LiquidExpression.isIdentifier(key) else { return nil }
    if parts.count == 1 { return (key, false) }
    guard parts.count == 3, ["==", "!="].contains(parts[1]) else { return nil }
    let value = parts[2].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    guard ["true", "false"].contains(value), parts[2].count == value.count + 2 else { return nil }
    return (key, (parts[1] == "!=") != (value == "false"))
  }

  private func include(_ argument: String, token: LiquidToken, into state: inout LiquidOutput) {
    let quote = argument.first
    guard let quote, quote == "'" || quote == "\"",
      let close = argument.dropFirst().firstIndex(of: quote)
    else {
      report(&state, token, "'{% include \(argument) %}' does not name a snippet", hint: "write {% include 'name' %}")
      return
    }
    let name = String(argument[argument.index(after: argument.startIndex)..<close])
    let rest = argument[argument.index(after: close)...].trimmingCharacters(in: .whitespaces)
    guard rest.isEmpty else {
      report(
        &state, token, "'{% include '\(name)' \(rest) %}' passes variables, which Mustache partials cannot",
        hint: "include the snippet alone; it sees the same variables")
      return
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
    else {
      report(
        &state, token, "the snippet name '\(name)' cannot be a partial's name", hint: "use letters, digits, '_' and '-'"
      )
      return
    }
    guard snippetExists(name) else {
      report(
        &state, token, "the snippet '\(name)' does not exist (snippets/\(name).liquid)",
        hint: "add the snippet or remove the include")
      return
    }
    state.result.snippets.append(name)
    emit("{{> \(name)}}", for: token, into: &state)
  }

  // MARK: - Helpers

  /// The token after `{% name %}` that closes it, counting nested blocks of the same name.
  func matchingEnd(of name: String, from index: Int, in tokens: [LiquidToken]) -> Int? {
    var depth = 0
    for position in index..<tokens.count where tokens[position].kind == .tag {
      let word = tokens[position].content.split(separator: " ").first.map(String.init) ?? ""
      if word == name { depth += 1 }
      if word == "end\(name)" {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  private func emit(_ tag: String, for token: LiquidToken, into state: inout LiquidOutput) {
    if state.result.text.hasSuffix("{") {
      report(
        &state, token, "a '{' right before this tag would make Mustache read '{{{'",
        hint: "put a space between '{' and the tag")
    }
    state.appendText(tag)
  }

  private func contentOffset(_ token: LiquidToken) -> Int {
    guard let range = token.source.range(of: token.content), !token.content.isEmpty else { return 0 }
    return token.source.distance(from: token.source.startIndex, to: range.lowerBound)
  }

  private func location(of token: LiquidToken, offset: Int = 0) -> SourceLocation {
    let position = token.position(at: offset)
    return location(position.line, position.column)
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(
      file: file, line: origin.line + line - 1, column: line == 1 ? origin.column + column - 1 : column)
  }

  func report(
    _ state: inout LiquidOutput, _ token: LiquidToken, offset: Int = 0, _ message: String, hint: String
  ) {
    state.result.diagnostics.append(Diagnostic(message, at: location(of: token, offset: offset), hint: hint))
  }
}
