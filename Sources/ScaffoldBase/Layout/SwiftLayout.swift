/// The formatting stage: lays out a rendered Swift file in the project's style. Templates render
/// at two spaces a level with lines as long as they come; this scales the indentation to the
/// chosen unit and breaks each line longer than the limit where swift-format breaks it, so the
/// package passes `swift format lint --strict` with the `.swift-format` it ships.
///
/// It is exact for the shapes templates produce (argument, parameter and collection lists,
/// closures, assignments), not a general formatter: a line it cannot break (a long string
/// literal, a long comment) is left as it is, and no template may produce one.
public struct SwiftLayout: Sendable, Equatable {
  /// Spaces per level of the output; with `usesTabs`, the columns a tab counts for.
  public var indentation: Int
  public var lineLength: Int
  /// One tab a level in the output (`TabIndentation`), after the layout.
  public var usesTabs: Bool

  /// The indentation templates are written at.
  static let templateIndentation = 2

  public init(indentation: Int, lineLength: Int, usesTabs: Bool = false) {
    self.indentation = indentation
    self.lineLength = lineLength
    self.usesTabs = usesTabs
  }

  public func format(_ text: String) -> String {
    // A file starts with its first line of text (a template's header may render as nothing).
    let laidOut = formatWithSpaces(String(text.drop { $0 == "\n" || $0 == "\r" }))
    return usesTabs ? TabIndentation.converted(laidOut, tabWidth: indentation) : laidOut
  }

  func formatWithSpaces(_ text: String) -> String {
    let lines = LineJoiner.joined(Self.lines(of: text))
    var output: [String] = []
    var state = LexState.code
    // How much the line that opened a multi-line literal moved: its text lines move as much.
    var literalShift = 0
    // The indentation of a call just broken over several lines, while the lines after it are
    // its modifiers.
    var chainIndent: Int?
    // Closures whose first line the breaker moved in (`let handler: … =` / `{ route in`): their
    // lines, to the closing brace, move as much, as swift-format indents them.
    var bodyShifts: [(shift: Int, depth: Int)] = []
    // For the lines the joiner made, and those reached in another state than it scanned them in.
    var scanner = LineScanner.summarizing()
    for joined in lines {
      let line = joined.text
      let summary =
        joined.scanned.flatMap { $0.start == state ? $0.summary : nil } ?? scanner.summarize(line, from: state)
      guard state == .code else {
        output.append(Self.shifted(line, by: literalShift))
        state = summary.endState
        continue
      }
      var reindented = Self.shifted(reindent(line), by: bodyShifts.reduce(0) { $0 + $1.shift })
      let opened = summary.openedBraces
      let closed = summary.closedBraces
      if !bodyShifts.isEmpty {
        bodyShifts = bodyShifts.map { ($0.shift, $0.depth + opened - closed) }.filter { $0.depth > 0 }
      }
      // `.modifier()` one level in under a call broken here: swift-format puts it under the
      // call's closing parenthesis.
      if let indent = chainIndent, Self.leadingSpaces(reindented) == indent + indentation,
        reindented.dropFirst(indent + indentation).hasPrefix(".")
      {
        reindented.removeFirst(indentation)
      } else {
        chainIndent = nil
      }
      literalShift = Self.leadingSpaces(reindented) - Self.leadingSpaces(line)
      // A line shorter than the limit in bytes is neither wrapped nor broken: most lines, which
      // need no array of their own.
      guard summary.endState == .code, reindented.utf8.count >= lineLength else {
        output.append(reindented)
        state = summary.endState
        continue
      }
      let laidOut = wrappedComment(reindented) ?? LineBreaker(layout: self).broken(reindented)
      if laidOut.count > 1, let last = laidOut.last,
        last.drop(while: { $0 == " " }).first.map({ ")]".contains($0) }) == true
      {
        chainIndent = Self.leadingSpaces(last)
      }
      if opened > 0, let last = laidOut.last, Self.leadingSpaces(last) > Self.leadingSpaces(reindented) {
        bodyShifts.append((Self.leadingSpaces(last) - Self.leadingSpaces(reindented), opened))
      }
      output += laidOut
      state = summary.endState
    }
    return output.joined(separator: "\n")
  }

  /// A `//` or `///` comment line longer than the limit, its words wrapped onto lines of the same
  /// prefix; `nil` for any other line, and for a doc comment's code (text indented after `///`).
  func wrappedComment(_ line: String) -> [String]? {
    // Bytes first: a line of no more bytes than the limit has no more characters either.
    guard line.utf8.count > lineLength, line.count > lineLength else { return nil }
    let spaces = Self.leadingSpaces(line)
    let text = line.dropFirst(spaces)
    guard let marker = ["/// ", "// "].first(where: { text.hasPrefix($0) }) else { return nil }
    let body = text.dropFirst(marker.count)
    guard !body.hasPrefix(" ") else { return nil }
    let prefix = String(repeating: " ", count: spaces) + marker
    var lines: [String] = []
    var current = ""
    for word in body.split(separator: " ") {
      if !current.isEmpty, prefix.count + current.count + 1 + word.count > lineLength {
        lines.append(prefix + current)
        current = String(word)
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    if !current.isEmpty { lines.append(prefix + current) }
    return lines
  }

  /// A code line at the output's unit: each template level becomes one level, and an odd space
  /// (an alignment, not a level) stays a space.
  func reindent(_ line: String) -> String {
    let spaces = Self.leadingSpaces(line)
    // A line of spaces alone (every byte a space) is left empty.
    guard spaces < line.utf8.count else { return "" }
    // At the templates' own unit every line stays as it is.
    guard indentation != Self.templateIndentation else { return line }
    // The first `spaces` characters are one-byte spaces, so the rest starts that many bytes in.
    let rest = line[line.utf8.index(line.utf8.startIndex, offsetBy: spaces)...]
    let levels = spaces / Self.templateIndentation
    let alignment = spaces % Self.templateIndentation
    return Self.indented(rest, by: levels * indentation + alignment)
  }

  /// `width` spaces and then `text`, written into one new string: every line of a file laid
  /// out at another unit passes here, and `String(repeating:)` then `+=` cost ten times more.
  static func indented(_ text: Substring, by width: Int) -> String {
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      String(unsafeUninitializedCapacity: width + bytes.count) { buffer in
        UnsafeMutableBufferPointer(rebasing: buffer[..<width]).initialize(repeating: 0x20)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[width..<width + bytes.count]).initialize(from: bytes)
        return width + bytes.count
      }
    }
    return copied ?? String(repeating: " ", count: width) + text
  }

  /// The text cut at each "\n", as `split(separator: "\n")` over characters cuts it (a CRLF is
  /// one character, and is not cut), but found by bytes: this runs over every generated file.
  static func lines(of text: String) -> [String] {
    var text = text
    // Over the buffer: stepping `String.UTF8View`'s indices cost tens of instructions a byte.
    return text.withUTF8 { bytes in
      var lines: [String] = []
      var start = 0
      var previous: UInt8 = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if byte == 0x0A && previous != 0x0D {
          lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          start = index + 1
        }
        previous = byte
      }
      lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      return lines
    }
  }

  static func leadingSpaces(_ line: String) -> Int {
    // Over the buffer when the string has one (a native string always does): every line passes
    // here. `nil`: a byte of a character that is not ASCII follows the spaces.
    let byBytes = line.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var spaces = 0
      while spaces < bytes.count, bytes[spaces] == 0x20 { spaces += 1 }
      return spaces < bytes.count && bytes[spaces] >= 0x80 ? nil : spaces
    }
    if let spaces = byBytes ?? nil { return spaces }
    let spaces = line.utf8.prefix { $0 == 0x20 }.count
    // A space followed by a combining mark is one character with it, and not a space: only
    // then are characters counted.
    guard let next = line.utf8.dropFirst(spaces).first, next >= 0x80 else { return spaces }
    return line.prefix { $0 == " " }.count
  }

  /// A line of a multi-line literal moved as its opening line moved (never past its text).
  static func shifted(_ line: String, by shift: Int) -> String {
    if shift >= 0 { return line.isEmpty ? line : String(repeating: " ", count: shift) + line }
    return String(line.dropFirst(min(-shift, leadingSpaces(line))))
  }
}
