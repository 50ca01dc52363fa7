/// Reads an old-style property list as Xcode writes `project.pbxproj`: `// !$*UTF8*$!`, then one
/// dictionary of quoted and unquoted strings, `{ key = value; }` and `( a, b, )`, with `/* … */`
/// and `//` comments anywhere between tokens. It keeps the byte range of every value, and the
/// `/* Begin X section */` comments, which are the only comments an editor needs to place text.
///
/// The reader knows no object version and no `isa`: a format change that adds objects or keys
/// cannot make it refuse a project.
struct PropertyListParser {
  /// A `/* Begin X section */` or `/* End X section */` comment.
  struct SectionMark: Equatable, Sendable {
    var name: String
    var isBegin: Bool
    /// The comment's bytes, from `/*` to just past `*/`.
    var range: Range<Int>
  }

  private let bytes: [UInt8]
  private var offset = 0
  private(set) var sectionMarks: [SectionMark] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The top-level dictionary, after checking that no merge left its markers in the file.
  mutating func parse() throws(XcodeProjectError) -> PropertyListNode {
    try Self.refuseConflictMarkers(in: bytes)
    try skipTrivia()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else {
      throw error(.expected("'{' opening the project", found: found()))
    }
    let root = try parseValue()
    try skipTrivia()
    guard offset == bytes.count else { throw error(.trailingText) }
    return root
  }

  /// A line that starts with a conflict marker. Checked before parsing, as the parser would
  /// stop at the first marker with a message about a `<` that says nothing of the merge.
  static func refuseConflictMarkers(in bytes: [UInt8]) throws(XcodeProjectError) {
    // Each marker is one character seven times: a line is compared only when it starts with one.
    let markerBytes: [UInt8] = Array("<=>|".utf8)
    var lineStart = 0
    while lineStart < bytes.count {
      let first = bytes[lineStart]
      if markerBytes.contains(first), lineStart + 7 <= bytes.count,
        bytes[lineStart..<lineStart + 7].allSatisfy({ $0 == first })
      {
        throw XcodeProjectError(.mergeConflict, at: lineStart, in: bytes)
      }
      // The next line over the buffer, not a slice's generic search: this passes every byte of
      // a big project.
      var newline = lineStart
      let found = bytes.withUnsafeBufferPointer { buffer in
        while newline < buffer.count, buffer[newline] != UInt8(ascii: "\n") { newline += 1 }
        return newline < buffer.count
      }
      guard found else { break }
      lineStart = newline + 1
    }
  }

  private mutating func parseValue() throws(XcodeProjectError) -> PropertyListNode {
    guard offset < bytes.count else { throw error(.expected("a value", found: "the end of the file")) }
    let start = offset
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      offset += 1
      return PropertyListNode(value: .dictionary(try parseEntries()), range: start..<offset)
    case UInt8(ascii: "("):
      offset += 1
      return PropertyListNode(value: .array(try parseItems()), range: start..<offset)
    case UInt8(ascii: "\""):
      return PropertyListNode(value: .string(try parseQuoted()), range: start..<offset)
    case UInt8(ascii: "<"):
      return PropertyListNode(value: .string(try parseData()), range: start..<offset)
    default:
      while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
      guard offset > start else { throw error(.expected("a value", found: found())) }
      return PropertyListNode(
        value: .string(String(decoding: bytes[start..<offset], as: UTF8.self)), range: start..<offset)
    }
  }

  /// The entries of a dictionary whose `{` was just read, up to and past its `}`.
  private mutating func parseEntries() throws(XcodeProjectError) -> [PropertyListEntry] {
    var entries: [PropertyListEntry] = []
    while true {
      try skipTrivia()
      guard offset < bytes.count else {
        throw error(.expected("'}' closing a dictionary", found: "the end of the file"))
      }
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return entries
      }
      let key = try parseValue()
      guard let name = key.string else {
        throw XcodeProjectError(.expected("a key", found: "a bracket"), at: key.range.lowerBound, in: bytes)
      }
      try skipTrivia()
      try expect("=", "'=' after the key '\(name)'")
      try skipTrivia()
      let value = try parseValue()
      try skipTrivia()
      try expect(";", "';' after the value of '\(name)'")
      entries.append(PropertyListEntry(key: name, keyRange: key.range, value: value, end: offset))
    }
  }

  /// The items of an array whose `(` was just read, up to and past its `)`; a trailing comma is
  /// allowed, as Xcode writes one after every item.
  private mutating func parseItems() throws(XcodeProjectError) -> [PropertyListNode] {
    var items: [PropertyListNode] = []
    while true {
      try skipTrivia()
      guard offset < bytes.count else { throw error(.expected("')' closing an array", found: "the end of the file")) }
      if bytes[offset] == UInt8(ascii: ")") {
        offset += 1
        return items
      }
      items.append(try parseValue())
      try skipTrivia()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if offset >= bytes.count || bytes[offset] != UInt8(ascii: ")") {
        throw error(.expected("',' or ')' after an array item", found: found()))
      }
    }
  }

  private mutating func parseQuoted() throws(XcodeProjectError) -> String {
    let start = offset
    offset += 1
    var scalars = String.UnicodeScalarView()
    var run = offset
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let tail = String(decoding: bytes[run..<offset], as: UTF8.self)
        offset += 1
        // Most quoted strings (`"<group>"`, a path with a space) have no escape: their text is
        // decoded once, not appended scalar by scalar, thousands of times in a big project.
        guard hasEscapes else { return tail }
        scalars.append(contentsOf: tail.unicodeScalars)
        return String(scalars)
      }
      if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
        hasEscapes = true
        scalars.append(contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars)
        offset += 1
        scalars.append(escaped())
        run = offset
        continue
      }
      offset += 1
    }
    throw XcodeProjectError(.unterminated("a quoted string"), at: start, in: bytes)
  }

  /// The character a backslash escape stands for; `offset` is on the character after the
  /// backslash and is left after the escape.
  private mutating func escaped() -> Unicode.Scalar {
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "U"):
      // \Uxxxx: four hexadecimal digits, as NeXTSTEP property lists write other characters.
      let digits = bytes[offset..<min(offset + 4, bytes.count)]
      if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        offset += 4
        return scalar
      }
      return "U"
    default:
      return Unicode.Scalar(byte)
    }
  }

  /// `<0fbd77 …>`: data, kept as its text; no project Xcode writes has any, but the format does.
  private mutating func parseData() throws(XcodeProjectError) -> String {
    let start = offset
    guard let close = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else {
      throw XcodeProjectError(.unterminated("a '<…>' data value"), at: start, in: bytes)
    }
    offset = close + 1
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private mutating func skipTrivia() throws(XcodeProjectError) {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        offset += 1
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
        try skipBlockComment()
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
      } else {
        return
      }
    }
  }

  private mutating func skipBlockComment() throws(XcodeProjectError) {
    let start = offset
    var index = offset + 2
    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
      index += 1
    }
    guard index + 1 < bytes.count else {
      throw XcodeProjectError(.unterminated("a '/*' comment"), at: start, in: bytes)
    }
    offset = index + 2
    // Most comments name an object (`/* Login.swift */`); only the rare section marks are decoded.
    let text = bytes[(start + 2)..<index]
    if text.starts(with: Self.begin) || text.starts(with: Self.end) {
      noteSection(String(decoding: text, as: UTF8.self), range: start..<offset)
    }
  }

  private static let begin = Array(" Begin ".utf8)
  private static let end = Array(" End ".utf8)

  private mutating func noteSection(_ comment: String, range: Range<Int>) {
    let words = comment.split(separator: " ")
    guard words.count == 3, words[2] == "section", words[0] == "Begin" || words[0] == "End" else { return }
    sectionMarks.append(SectionMark(name: String(words[1]), isBegin: words[0] == "Begin", range: range))
  }

  /// `what` is built only for the message: every entry of a big project passes here twice.
  private mutating func expect(_ character: Unicode.Scalar, _ what: @autoclosure () -> String)
    throws(XcodeProjectError)
  {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else {
      throw error(.expected(what(), found: found()))
    }
    offset += 1
  }

  private func error(_ reason: XcodeProjectError.Reason) -> XcodeProjectError {
    XcodeProjectError(reason, at: offset, in: bytes)
  }

  /// What is at the current offset, for a message: the character, quoted, or the end of the file.
  private func found() -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let character = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).first
    return "'\(character.map(String.init) ?? "?")'"
  }

  /// The characters of an unquoted string: letters, digits and `_$+/:.-`, as the format has it.
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
