/// Joins the lines of a list a template broke by hand (inside parentheses or brackets), so that
/// the breaker lays every list out for the chosen line length, as it lays out one written on a
/// single line. Newlines there are only whitespace to Swift, so joining never changes meaning.
/// A list is joined only when none of its lines holds a comment, a `#if`, a multi-line literal
/// or a closure's body (a list holding those stays as the template wrote it).
enum LineJoiner {
  /// One line as the joiner sees it.
  private struct Line {
    var text: String
    var summary: LineSummary
    /// The state the line starts in.
    var start: LexState
    var startsInCode: Bool { start == .code }
    /// How many brackets are open across lines after it.
    var openCount: Int
    /// The innermost of them, when there is one.
    var innermost: UInt8?
    /// The depth (0 outermost) of the innermost `{` among them; -1 when none is a brace. What
    /// the joiner asks of the open brackets, kept instead of an array of them for every line.
    var innermostBrace: Int
    /// How many of the brackets open before it remain open at its shallowest point.
    var shallowest: Int
    /// `#if`, `#else`, `#endif`, `#warning` or `#error` after the indentation.
    var isDirective: Bool

    var canContinue: Bool {
      startsInCode && summary.endState == .code && !summary.hasComment && !summary.isUnterminated && !isDirective
    }
  }

  /// A line of the output, and for a line left as it was, its summary as scanned from the
  /// state it starts in (the caller scans it again only if it reaches it in another state).
  struct Joined {
    var text: String
    var scanned: (start: LexState, summary: LineSummary)?
  }

  static func joined(_ texts: [String]) -> [Joined] {
    let lines = scanned(texts)
    var output: [Joined] = []
    output.reserveCapacity(lines.count)
    var index = 0
    // Fields are read in place (`lines[index].start`), not through a copy of the line, whose
    // arrays would each be retained and released for every line.
    while index < lines.count {
      var text = lines[index].text
      var last = index
      while let end = endOfList(openAt: last, in: lines) {
        for next in (last + 1)...end where !lines[next].text.allSatisfy({ $0 == " " }) {
          text = join(text, String(lines[next].text.drop { $0 == " " }))
        }
        last = end
      }
      output.append(Joined(text: text, scanned: last == index ? (lines[index].start, lines[index].summary) : nil))
      index = last + 1
    }
    return output
  }

  private static func scanned(_ texts: [String]) -> [Line] {
    var lines: [Line] = []
    lines.reserveCapacity(texts.count)
    var state = LexState.code
    // The opening brackets open across lines, innermost last.
    var open: [UInt8] = []
    var scanner = LineScanner.summarizing()
    for text in texts {
      let summary = scanner.summarize(text, from: state)
      var shallowest = open.count
      for closer in scanner.earlierClosers where open.last.map(LineScanner.partner(ofByte:)) == closer {
        open.removeLast()
        shallowest = min(shallowest, open.count)
      }
      open += scanner.openers
      lines.append(
        Line(
          text: text, summary: summary, start: state, openCount: open.count, innermost: open.last,
          innermostBrace: open.lastIndex(of: UInt8(ascii: "{")) ?? -1, shallowest: shallowest,
          isDirective: isDirective(text)))
      state = summary.endState
    }
    return lines
  }

  private static func isDirective(_ text: String) -> Bool {
    // By bytes, as every line passes here; a directive's word is whole characters only when no
    // combining mark (a byte of 0x80 or more) follows it.
    let trimmed = text.utf8.drop { $0 == 0x20 }
    guard trimmed.first == UInt8(ascii: "#") else { return false }
    return ["#if", "#else", "#endif", "#warning", "#error"].contains { directive in
      trimmed.starts(with: directive.utf8) && trimmed.dropFirst(directive.utf8.count).first.map { $0 < 0x80 } != false
    }
  }

  /// The line that closes the list left open at the end of line `index`, when the list may be
  /// joined: it is a parenthesis or bracket, and no line up to its close stops a join.
  private static func endOfList(openAt index: Int, in lines: [Line]) -> Int? {
    // Only a list this line opens: the rest of one whose first lines stay (around a closure's
    // body) stays too.
    guard lines[index].canContinue, lines[index].openCount > lines[index].shallowest,
      let innermost = lines[index].innermost, innermost == UInt8(ascii: "(") || innermost == UInt8(ascii: "[")
    else { return nil }
    let depth = lines[index].openCount
    var next = index + 1
    while next < lines.count {
      guard lines[next].startsInCode, !lines[next].isDirective else { return nil }
      if lines[next].shallowest < depth { return next }
      // A closure's body, or a comment, inside the list (a brace open at the list's depth or
      // deeper): it stays as written.
      guard lines[next].canContinue, lines[next].innermostBrace < depth - 1 else { return nil }
      next += 1
    }
    return nil
  }

  /// `text` and the next line's `more` as one line: a space between them unless one side is a
  /// bracket or the next continues a member access; a trailing comma before a closing bracket goes.
  static func join(_ text: String, _ more: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    guard let first = more.first, let last = text.last else { return text + more }
    if ")]".contains(first), last == "," { text.removeLast() }
    let continuesMember = first == "." && (last.isLetter || last.isNumber || ")]}?!_\"".contains(last))
    let tight = "([".contains(last) || ")]".contains(first) || continuesMember
    return text + (tight ? "" : " ") + more
  }
}
