/// Breaks a line longer than the limit the way swift-format (with `lineBreakBeforeEachArgument`)
/// lays it out: its outermost list one element a line, one level in, the closing bracket on a
/// line of its own, collections of several elements with a trailing comma; a closure's body on
/// its own lines; else after an assignment's `=`. Each new line is broken again while too long.
struct LineBreaker {
  let layout: SwiftLayout

  /// - Parameter continuation: the line continues an assignment broken after its `=`, so an
  ///   operator breaks at its indentation rather than one level in.
  func broken(_ line: String, continuation: Bool = false) -> [String] {
    guard !fits(line) else { return [line] }
    let structure = LineScanner.scan(line, from: .code)
    guard structure.endState == .code, !structure.isUnterminated else { return [line] }
    let parts = LineParts(line: line, structure: structure, indentation: layout.indentation)
    let pieces =
      statementHeader(parts) ?? declaration(parts) ?? operatorSplit(parts, continuation: continuation)
      ?? parts.group.map { split($0, parts) } ?? parts.equals.map { splitAtEquals($0, parts) }
      ?? Self.outermost(in: structure, of: parts.characters, generic: true).map { split($0, parts) }
      ?? memberAccess(parts)
    guard let pieces else { return [line] }
    return pieces.flatMap { piece in broken(piece.text, continuation: piece.continues) }
  }

  /// `text` split at its spaces, empty pieces dropped, as `split(separator: " ")` splits it:
  /// by bytes when each byte is a character (`ByteSplit`), as splitting by `Character` walked
  /// grapheme breaks, a hundred thousand instructions for a long line.
  static func words(of text: String) -> [String] {
    ByteSplit.pieces(of: text, at: " ").map(String.init)
  }

  /// No longer than the limit, or shorter when the line holds a collection of several elements:
  /// swift-format keeps a column for the trailing comma it would add on breaking one.
  func fits(_ line: String) -> Bool {
    // A line never has more characters than UTF-8 bytes: most lines fit without counting
    // characters, which walks grapheme clusters.
    if line.utf8.count < layout.lineLength { return true }
    let count = line.count
    guard count == layout.lineLength else { return count < layout.lineLength }
    let structure = LineScanner.scan(line, from: .code)
    return !structure.groups.contains { $0.opener == "[" && $0.close != nil && !$0.commas.isEmpty }
  }

  /// A line the breaker made, and whether it continues an assignment.
  struct Piece {
    var text: String
    var continues = false
  }

  /// `guard … else {`, `if … {`, type declarations and `where` clauses, which swift-format breaks
  /// at their keywords.
  private func statementHeader(_ parts: LineParts) -> [Piece]? {
    let trimmed = parts.text(from: parts.indent.count)
    // `guard <condition> else {`: the condition on a line of its own.
    if trimmed.hasPrefix("guard "), let elseKeyword = parts.structure.elseKeyword {
      return [
        Piece(text: parts.indent + "guard"), Piece(text: parts.inner + parts.text(parts.indent.count + 6, elseKeyword)),
        Piece(text: parts.indent + parts.text(from: elseKeyword)),
      ]
    }
    // `case .running: ProgressView(…)`: the case's statement one level in.
    if trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:"), let colon = parts.structure.colons.first,
      !parts.text(from: colon + 1).isEmpty
    {
      return [Piece(text: parts.upTo(colon)), Piece(text: parts.inner + parts.text(from: colon + 1))]
    }
    let opensBody = trimmed.hasSuffix(" {")
    // `final class Name<T: P>: Protocol {`: the conformances one level in, the brace below.
    let words = Self.words(of: trimmed)
    if opensBody, let keyword = words.firstIndex(where: { Self.typeKeywords.contains($0) }),
      words[..<keyword].allSatisfy({ Self.modifiers.contains($0) || $0.hasPrefix("@") }),
      let colon = parts.structure.colons.first
    {
      return [
        Piece(text: parts.upTo(colon)), Piece(text: parts.inner + parts.text(colon + 1, parts.characters.count - 2)),
        Piece(text: parts.indent + "{"),
      ]
    }
    // `func name() -> Result {` with no list to break: the result one level in, the brace below.
    if opensBody, parts.group == nil, words.contains("func"),
      let arrow = parts.line.ranges(of: " -> ").last
    {
      let offset = parts.line.distance(from: parts.line.startIndex, to: arrow.lowerBound) + 1
      return [
        Piece(text: parts.before(offset)), Piece(text: parts.inner + parts.text(offset, parts.characters.count - 2)),
        Piece(text: parts.indent + "{"),
      ]
    }
    // `func testName() async {` whose list is empty: the brace on a line of its own.
    if opensBody, parts.group == nil, words.contains("func") {
      return [Piece(text: parts.before(parts.characters.count - 2)), Piece(text: parts.indent + "{")]
    }
    // `) -> Result where T == U {`: the clause on a line of its own.
    if opensBody, let whereKeyword = parts.structure.whereKeyword, whereKeyword > parts.indent.count {
      return [Piece(text: parts.before(whereKeyword)), Piece(text: parts.indent + parts.text(from: whereKeyword))]
    }
    // `if a || b {` broken at an operator: the brace on a line of its own.
    if opensBody, ["if", "while"].contains(words.first), parts.group == nil,
      let offset = lowestOperator(parts, before: parts.characters.count)
    {
      return [
        Piece(text: parts.before(offset)), Piece(text: parts.inner + parts.text(offset, parts.characters.count - 2)),
        Piece(text: parts.indent + "{"),
      ]
    }
    return nil
  }

  static let typeKeywords: Set = ["class", "struct", "enum", "actor", "protocol", "extension"]
  static let modifiers: Set = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect",
  ]

  /// `let name: Type = value`: after the `=` when what comes before it fits, so the value stays
  /// whole; else after the colon, so the type does; the value's list when its bracket fits.
  private func declaration(_ parts: LineParts) -> [Piece]? {
    guard let colon = Self.typeColon(before: parts.group, in: parts.structure, parts.characters) else {
      return nil
    }
    // `var state: State = .idle {` (observers): the declaration broken, the brace below it.
    if parts.line.hasSuffix(" {"), parts.group == nil {
      return [Piece(text: parts.before(parts.characters.count - 2)), Piece(text: parts.indent + "{")]
    }
    if let equals = parts.equals {
      if let group = parts.group, group.open > equals, fits(parts.upTo(group.open)) {
        return split(group, parts)
      }
      if fits(parts.upTo(equals)) { return splitAtEquals(equals, parts) }
    }
    return [Piece(text: parts.upTo(colon)), Piece(text: parts.inner + parts.text(from: colon + 1), continues: true)]
  }

  /// `x = a && b` after the `=`; `a == .b(…)` and `a || b` before the operator of lowest
  /// precedence (a collection, `a == […]`, stays on the operator's line).
  private func operatorSplit(_ parts: LineParts, continuation: Bool) -> [Piece]? {
    guard parts.group?.opener ?? "(" == "(" else { return nil }
    let end = parts.group?.open ?? parts.characters.count
    guard let offset = lowestOperator(parts, before: end) else {
      // A call whose bracket would not fit after the `=`.
      if let equals = parts.equals, let group = parts.group, equals < group.open,
        !fits(parts.upTo(group.open))
      {
        return splitAtEquals(equals, parts)
      }
      return nil
    }
    if let equals = parts.equals, equals < offset { return splitAtEquals(equals, parts) }
    return [
      Piece(text: parts.before(offset), continues: continuation),
      Piece(text: (continuation ? parts.indent : parts.inner) + parts.text(from: offset), continues: continuation),
    ]
  }

  /// Of the operators before `end`, those of the lowest precedence (`||`, then `&&`, then `==`
  /// and `!=`): the last whose line fits, else the first.
  private func lowestOperator(_ parts: LineParts, before end: Int) -> Int? {
    let candidates = parts.structure.operators.filter { offset in
      offset < end && !parts.text(parts.indent.count, offset).isEmpty
    }
    func precedence(_ offset: Int) -> Int {
      switch parts.text(offset, offset + 2) {
      case "||": 0
      case "&&": 1
      default: 2
      }
    }
    guard let lowest = candidates.map(precedence).min() else { return nil }
    let chosen = candidates.filter { precedence($0) == lowest }
    return chosen.last { fits(parts.before($0)) } ?? chosen.first
  }

  /// `Type.Member.name` with nothing else to break: before the last `.` whose line fits.
  private func memberAccess(_ parts: LineParts) -> [Piece]? {
    let dots = parts.structure.memberDots.filter { $0 > parts.indent.count }
    guard let dot = dots.last(where: { fits(parts.before($0)) }) ?? dots.first else { return nil }
    return [Piece(text: parts.before(dot)), Piece(text: parts.inner + parts.text(from: dot))]
  }

  private func splitAtEquals(_ equals: Int, _ parts: LineParts) -> [Piece] {
    [Piece(text: parts.upTo(equals)), Piece(text: parts.inner + parts.text(from: equals + 1), continues: true)]
  }

  /// The colon of a declaration or parameter whose type holds `group`: swift-format breaks after
  /// it and keeps the type whole (`let name:` / `[Item] = []`, `action:` / `@escaping (A, B) -> C`).
  /// A label's colon before a value (`address: Address(…)`) is not one.
  static func typeColon(before group: BracketGroup?, in structure: LineStructure, _ characters: LineText) -> Int? {
    guard group?.opener != "{", let colon = structure.colons.first, colon < group?.open ?? characters.count else {
      return nil
    }
    let equals = structure.assignments.first
    if let equals, equals < colon { return nil }
    let before = text(characters[0..<colon]).split(separator: " ")
    let after = text(characters[(colon + 1)..<characters.count])
    let declares = before.count >= 2 && ["let", "var"].contains(before[before.count - 2])
    let returnsFromGroup = group?.close.map { text(characters[($0 + 1)..<characters.count]).hasPrefix("->") } == true
    let inValue = equals.map { offset in group.map { $0.open > offset } ?? false } ?? false
    let isFunctionType = group != nil && !inValue && (after.hasPrefix("@") || returnsFromGroup)
    return declares || isFunctionType ? colon : nil
  }

  /// The list to break: of the groups the line opens and closes, not inside another such group
  /// and not empty, the longest (the first of equals).
  /// - Parameter generic: a generic argument list (`State<Value>`) instead, swift-format's last resort.
  static func outermost(in structure: LineStructure, of characters: LineText, generic: Bool = false)
    -> BracketGroup?
  {
    let closed = structure.groups.filter { group in
      guard let close = group.close, (group.opener == "<") == generic,
        !structure.modifierParentheses.contains(group.open)
      else { return false }
      return !text(characters[(group.open + 1)..<close]).isEmpty
    }
    let outer = closed.filter { group in
      var parent = group.parent
      while let index = parent {
        if structure.groups[index].close != nil { return false }
        parent = structure.groups[index].parent
      }
      return true
    }
    var best: BracketGroup?
    for group in outer {
      guard let close = group.close else { continue }
      if let chosen = best, let chosenClose = chosen.close, chosenClose - chosen.open >= close - group.open { continue }
      best = group
    }
    return best
  }

  private func split(_ group: BracketGroup, _ parts: LineParts) -> [Piece] {
    guard let close = group.close else { return [Piece(text: parts.line)] }
    let closing = Piece(text: parts.indent + parts.text(from: close))
    if group.opener == "{" {
      let bodyStart = group.closureIn.map { $0 + 2 } ?? group.open + 1
      return [Piece(text: parts.before(bodyStart)), Piece(text: parts.inner + parts.text(bodyStart, close)), closing]
    }
    var elements: [String] = []
    var start = group.open + 1
    for comma in group.commas + [close] {
      let element = parts.text(start, comma)
      if !element.isEmpty { elements.append(element) }
      start = comma + 1
    }
    // swift-format wants a trailing comma in a broken collection of several elements, and none
    // after the last argument or a single element.
    let trailing = group.opener == "[" && elements.count > 1 ? "," : ""
    let lines = elements.enumerated().map { index, element in
      Piece(text: parts.inner + element + (index < elements.count - 1 ? "," : trailing))
    }
    return [Piece(text: parts.upTo(group.open))] + lines + [closing]
  }

  /// The characters as text without the whitespace around it: the scalars of Foundation's
  /// `.whitespaces` (tab and Unicode's space separators), as `trimmingCharacters(in:)` trims,
  /// without the round trip through `NSString` that made it a tenth of a large run.
  static func text(_ characters: Substring) -> String {
    let scalars = characters.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Foundation's set, checked scalar by scalar against it: U+200B (zero width space, once a
  /// space separator) is in it too.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " || scalar == "\t" { return true }
    return !scalar.isASCII && (scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}")
  }

  static func trailingTrimmed(_ characters: Substring) -> String {
    var text = String(characters)
    while text.last == " " { text.removeLast() }
    return text
  }
}
