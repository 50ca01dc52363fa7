/// A Mustache template parsed into nodes, for the subset Scaffold's templates use (variables,
/// sections, inverted sections, comments, partials, the `CONTENT_TYPE` pragma).
///
/// It is our own so that parsing is linear: it scans UTF-8 bytes once (swift-mustache measured
/// the distance to the end of the text before every `{`, which made a template's parse
/// quadratic in its length and was a third of a one-module run). It keeps swift-mustache's
/// whitespace rules exactly, quirks included, so every template renders byte for byte as
/// before: `MustacheParityTests` renders the built-ins and generated templates with both.
package struct MustacheDocument: Sendable, Equatable {
  /// A name as a tag writes it: `.` (the current value), `a.b` (looked up through the scopes),
  /// or `.a` (in the current value only).
  package struct Name: Sendable, Equatable {
    package var segments: [String]
    package var isCurrent: Bool
    package var isRelative: Bool

    /// A name as the build writes it (`EmbeddedTemplates`), already split.
    package init(segments: [String], isCurrent: Bool, isRelative: Bool) {
      self.segments = segments
      self.isCurrent = isCurrent
      self.isRelative = isRelative
    }

    package init(_ text: String) {
      isCurrent = text == "."
      isRelative = !isCurrent && text.hasPrefix(".")
      // By bytes: a template names thousands of keys, and splitting by `Character` looked up
      // grapheme breaks for each (about 8% of a one-module run).
      let dot = UInt8(ascii: ".")
      var buffer = text
      // Over the buffer, as the generic `contains` on `String.UTF8View` steps an index a byte at a time.
      if !buffer.withUTF8({ $0.contains(dot) }) {
        segments = text.isEmpty ? [] : [text]
      } else {
        // As `text.utf8.split(separator: dot)` cuts it (empty pieces dropped), over the buffer:
        // the generic split was half of making names.
        segments = buffer.withUTF8 { bytes in
          var pieces: [String] = []
          var start = 0
          for index in 0...bytes.count where index == bytes.count || bytes[index] == dot {
            if index > start {
              pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
            start = index + 1
          }
          return pieces
        }
      }
    }
  }

  // Not `indirect`: a section's array holds the nesting, and a box per node was one more
  // allocation for each of the thousands of nodes a template parses into.
  package enum Node: Sendable, Equatable {
    case text(String)
    case variable(Name, escaped: Bool)
    case section(Name, [Node], inverted: Bool)
    /// `indentation`: the whitespace before a standalone include, added to each line it renders.
    case partial(String, indentation: String?)
    /// `CONTENT_TYPE:TEXT` (no escaping) or `CONTENT_TYPE:HTML`.
    case contentType(isText: Bool)
  }

  package struct SyntaxError: Error, Equatable {
    package var message: String
    package var line: Int
    package var column: Int

    package init(message: String, line: Int, column: Int) {
      self.message = message
      self.line = line
      self.column = column
    }
  }

  package let nodes: [Node]

  /// A document already parsed, as the build writes the built-ins' (`EmbeddedTemplates`).
  package init(nodes: [Node]) {
    self.nodes = nodes
  }

  /// The partials this document includes, in sections too, each once.
  package var partialNames: [String] {
    var names: [String] = []
    // Level by level, in the order the tags are met: a queue of node lists, so that no node is
    // copied into a queue of nodes (a tenth of preparing a built-in template was those copies).
    var levels = [nodes]
    var level = 0
    while level < levels.count {
      for node in levels[level] {
        switch node {
        case .partial(let name, _): if !names.contains(name) { names.append(name) }
        case .section(_, let children, _): levels.append(children)
        case .text, .variable, .contentType: break
        }
      }
      level += 1
    }
    return names
  }

  /// Makes Mustache emit text as is. Swift code is not HTML: `Result<User, Error>` must not
  /// become `&lt;`. Partials start in HTML mode again, so every template and partial gets it, on a
  /// line of its own (a tag sharing the first line would stop being standalone and leave a blank
  /// line); parser errors are moved back by that line.
  package static let plainTextPragma = "{{%CONTENT_TYPE:TEXT}}\n"

  /// A template file's or partial's text as a document, with the pragma that keeps it plain text.
  package init(templateText text: String) throws(SyntaxError) {
    try self.init(parsing: Self.plainTextPragma + text)
  }

  package init(parsing text: String) throws(SyntaxError) {
    var parser = MustacheParser(bytes: Array(text.utf8))
    nodes = try parser.parseDocument()
  }
}

/// The parser behind `MustacheDocument`, over the text's bytes. The structure follows
/// swift-mustache's `MustacheTemplate.parse` step for step, since its whitespace handling
/// (standalone lines, the indentation of partials) decides the output's bytes.
struct MustacheParser {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(MustacheDocument.SyntaxError) -> [MustacheDocument.Node] {
    try parse(section: nil, newLine: true)
  }

  private mutating func parse(section: String?, newLine startsOnNewLine: Bool) throws(MustacheDocument.SyntaxError)
    -> [MustacheDocument.Node]
  {
    var nodes: [MustacheDocument.Node] = []
    var newLine = startsOnNewLine
    // The bytes of the indentation before a tag, kept as a range: it is usually text's own
    // start, and then the two make one string, not three joined.
    var whiteSpaceBefore = 0..<0
    while position < bytes.count {
      if newLine { whiteSpaceBefore = skip { $0 == .space || $0 == .tab } }
      let text = try readUntilTagOrNewline()
      if let length = newlineLength(at: position) {
        nodes.append(.text(string(whiteSpaceBefore, then: text.lowerBound..<position + length)))
        newLine = true
        position += length
        continue
      }
      if !text.isEmpty {
        nodes.append(.text(string(whiteSpaceBefore, then: text)))
        whiteSpaceBefore = 0..<0
        newLine = false
      }
      guard position < bytes.count else { break }
      func flushWhiteSpace() {
        if !whiteSpaceBefore.isEmpty { nodes.append(.text(string(whiteSpaceBefore))) }
        whiteSpaceBefore = 0..<0
      }
      var setNewLine = false
      switch bytes[position] {
      case .hash, .caret:
        let inverted = bytes[position] == .caret
        position += 1
        let name = try readName()
        if newLine && lineFinished() {
          setNewLine = true
        } else {
          flushWhiteSpace()
        }
        let body = try parse(section: name, newLine: setNewLine && newLine)
        nodes.append(.section(MustacheDocument.Name(name), body, inverted: inverted))
      case .slash:
        position += 1
        let start = position
        let name = try readName()
        guard name == section else {
          position = start
          throw failure(
            section.map { "'{{/\(name)}}' closes no open section: '{{#\($0)}}' is open" }
              ?? "'{{/\(name)}}' closes no open section")
        }
        if !(newLine && lineFinished()) { flushWhiteSpace() }
        return nodes
      case .bang:
        position += 1
        try skipComment()
        setNewLine = newLine && lineFinished()
      case .openBrace:
        flushWhiteSpace()
        position += 1
        let name = try readName()
        guard position < bytes.count, bytes[position] == .closeBrace else {
          throw failure("'{{{\(name)}}' is not closed with '}}}'")
        }
        position += 1
        nodes.append(.variable(MustacheDocument.Name(name), escaped: false))
      case .ampersand:
        flushWhiteSpace()
        position += 1
        nodes.append(.variable(MustacheDocument.Name(try readName()), escaped: false))
      case .greaterThan:
        position += 1
        _ = skip(while: Self.isWhitespace)
        if position < bytes.count, bytes[position] == .asterisk { throw failure("dynamic partials are not supported") }
        let name = try readPartialName()
        let indentation = string(whiteSpaceBefore)
        if !indentation.isEmpty { nodes.append(.text(indentation)) }
        if newLine && lineFinished() {
          setNewLine = true
          nodes.append(.partial(name, indentation: indentation))
        } else {
          nodes.append(.partial(name, indentation: nil))
        }
        whiteSpaceBefore = 0..<0
      case .percent:
        position += 1
        nodes.append(try readPragma())
        setNewLine = newLine && lineFinished()
      case .equals, .lessThan, .dollar:
        throw failure("set-delimiter and inheritance tags are not supported")
      default:
        flushWhiteSpace()
        nodes.append(.variable(MustacheDocument.Name(try readName()), escaped: true))
      }
      newLine = setNewLine
    }
    if let section { throw failure("'{{#\(section)}}' is never closed with '{{/\(section)}}'") }
    return nodes
  }

  /// The bytes of the text up to a newline (not consumed) or up to a tag, whose `{{` is consumed.
  /// A lone `{` is text.
  private mutating func readUntilTagOrNewline() throws(MustacheDocument.SyntaxError) -> Range<Int> {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .newline || (byte == .carriageReturn && position + 1 < bytes.count && bytes[position + 1] == .newline)
      {
        return start..<position
      }
      if byte == .openBrace {
        // swift-mustache reads two characters here, and fails when only one is left.
        guard position + 1 < bytes.count else { throw failure("the text ends with a lone '{'") }
        if bytes[position + 1] == .openBrace {
          let text = start..<position
          position += 2
          return text
        }
      }
      position += 1
    }
    return start..<position
  }

  /// A tag's name and its closing `}}`, with the whitespace around it skipped.
  private mutating func readName() throws(MustacheDocument.SyntaxError) -> String {
    _ = skip(while: Self.isWhitespace)
    let range = skip(while: Self.isNameByte)
    let name = string(range)
    _ = skip(while: Self.isWhitespace)
    guard readClosingBraces() else { throw failure("the tag '\(name)' is not closed with '}}'") }
    // On the bytes just read: it runs on every tag of every template.
    if bytes[range].contains(where: { $0 == .openParenthesis || $0 == .closeParenthesis }) {
      throw failure("transforms ('\(name)') are not supported")
    }
    return name
  }

  private mutating func readPartialName() throws(MustacheDocument.SyntaxError) -> String {
    let name = read { Self.isNameByte($0) || $0 == .slash }
    _ = skip(while: Self.isWhitespace)
    guard readClosingBraces() else { throw failure("the partial '\(name)' is not closed with '}}'") }
    return name
  }

  private mutating func readPragma() throws(MustacheDocument.SyntaxError) -> MustacheDocument.Node {
    let isValueByte = { (byte: UInt8) in Self.isNameByte(byte) && byte != .openParenthesis && byte != .closeParenthesis
    }
    _ = skip(while: Self.isWhitespace)
    let variable = read(while: isValueByte)
    _ = skip(while: Self.isWhitespace)
    guard position < bytes.count, bytes[position] == .colon else {
      throw failure("a pragma is written {{%NAME:VALUE}}")
    }
    position += 1
    _ = skip(while: Self.isWhitespace)
    let value = read(while: isValueByte)
    _ = skip(while: Self.isWhitespace)
    guard readClosingBraces(), !variable.isEmpty, !value.isEmpty else {
      throw failure("a pragma is written {{%NAME:VALUE}}")
    }
    guard variable == "CONTENT_TYPE", value == "TEXT" || value == "HTML" else {
      throw failure("unknown pragma '\(variable):\(value)'")
    }
    return .contentType(isText: value == "TEXT")
  }

  private mutating func skipComment() throws(MustacheDocument.SyntaxError) {
    while position + 1 < bytes.count {
      if bytes[position] == .closeBrace && bytes[position + 1] == .closeBrace {
        position += 2
        return
      }
      position += 1
    }
    throw failure("a comment is not closed with '}}'")
  }

  private mutating func readClosingBraces() -> Bool {
    guard position + 1 < bytes.count, bytes[position] == .closeBrace, bytes[position + 1] == .closeBrace else {
      return false
    }
    position += 2
    return true
  }

  /// Whether only spaces and tabs are left on the line: then they and the line's end are
  /// consumed (a standalone tag's line disappears). The end of the text counts as a line's end.
  private mutating func lineFinished() -> Bool {
    guard position < bytes.count else { return true }
    var end = position
    while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
    guard let length = newlineLength(at: end) else { return false }
    position = end + length
    return true
  }

  /// The length of the newline character at `index` (Swift's `Character.isNewline`: LF, CRLF,
  /// CR, VT, FF, NEL, LS, PS), or `nil` when none starts there.
  private func newlineLength(at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case .newline, 0x0B, 0x0C: return 1
    case .carriageReturn: return index + 1 < bytes.count && bytes[index + 1] == .newline ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : nil
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      else { return nil }
      return 3
    default: return nil
    }
  }

  private mutating func read(while accepts: (UInt8) -> Bool) -> String {
    string(skip(while: accepts))
  }

  /// The bytes `accepts` takes from here on, consumed.
  private mutating func skip(while accepts: (UInt8) -> Bool) -> Range<Int> {
    let start = position
    while position < bytes.count, accepts(bytes[position]) { position += 1 }
    return start..<position
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text of `first` and then `second`: one string made of both when they are adjacent.
  private func string(_ first: Range<Int>, then second: Range<Int>) -> String {
    if first.isEmpty { return string(second) }
    if first.upperBound == second.lowerBound { return string(first.lowerBound..<second.upperBound) }
    return string(first) + string(second)
  }

  private func failure(_ message: String) -> MustacheDocument.SyntaxError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(position, bytes.count) where bytes[index] == .newline {
      line += 1
      lineStart = index + 1
    }
    return MustacheDocument.SyntaxError(message: message, line: line, column: position - lineStart + 1)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn || byte == 0x0B || byte == 0x0C
  }

  /// Letters, digits and `.-_?*()`, as swift-mustache reads a name.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), .asterisk, .openParenthesis,
      .closeParenthesis:
      return true
    default: return false
    }
  }
}

extension UInt8 {
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let caret = UInt8(ascii: "^")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let bang = UInt8(ascii: "!")
  fileprivate static let ampersand = UInt8(ascii: "&")
  fileprivate static let greaterThan = UInt8(ascii: ">")
  fileprivate static let lessThan = UInt8(ascii: "<")
  fileprivate static let percent = UInt8(ascii: "%")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let dollar = UInt8(ascii: "$")
  fileprivate static let asterisk = UInt8(ascii: "*")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let openParenthesis = UInt8(ascii: "(")
  fileprivate static let closeParenthesis = UInt8(ascii: ")")
}
