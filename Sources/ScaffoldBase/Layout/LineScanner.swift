/// Scans one line, given the state the previous line ended in.
///
/// It reads one byte per character (`units`): an ASCII line is its UTF-8 bytes as they are, and
/// each other character becomes one stand-in byte of its class (`Unit`), so offsets stay
/// character offsets and the scanner compares bytes, never `Character`s. Everything it decides on
/// is ASCII; the classes keep a non-ASCII letter or digit part of a word.
struct LineScanner {
  private let characters: [UInt8]
  private var index = 0
  private var structure = LineStructure()
  /// Open groups, innermost last.
  private var stack: [Int] = []
  /// Per open brace: a `for` was met in it, so an `in` there is not a closure's.
  private var sawFor: Set<Int> = []

  static func scan(_ line: String, from state: LexState) -> LineStructure {
    var scanner = LineScanner(characters: Unit.units(of: line))
    scanner.run(from: state)
    return scanner.structure
  }

  private init(characters: [UInt8]) {
    self.characters = characters
  }

  /// The stand-in bytes of the characters that are not ASCII.
  enum Unit {
    static let letter: UInt8 = 0x80
    static let digit: UInt8 = 0x81
    static let other: UInt8 = 0x82

    /// One byte per character of `line`.
    static func units(of line: String) -> [UInt8] {
      let bytes = Array(line.utf8)
      guard !isOneBytePerCharacter(bytes) else { return bytes }
      return line.map { character in
        if let byte = character.asciiValue, character.unicodeScalars.count == 1 { return byte }
        return character.isLetter ? letter : character.isNumber ? digit : other
      }
    }
  }

  /// ASCII with no carriage return: each byte is one character. (A CRLF is one character of
  /// two bytes; a file that mixes line endings keeps one inside a line.)
  static func isOneBytePerCharacter(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }

  private func peek(_ distance: Int = 0) -> UInt8? {
    index + distance < characters.count ? characters[index + distance] : nil
  }

  /// Whether `text` (ASCII) is here, compared a byte at a time.
  private func matches(_ text: StaticString, at offset: Int) -> Bool {
    guard offset + text.utf8CodeUnitCount <= characters.count else { return false }
    let wanted = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for (distance, byte) in wanted.enumerated() where characters[offset + distance] != byte { return false }
    return true
  }

  /// Whether `delimiter` (bytes) is here.
  private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
    guard offset + delimiter.count <= characters.count else { return false }
    return delimiter.indices.allSatisfy { characters[offset + $0] == delimiter[$0] }
  }

  /// Whether `first` and then `second` are here.
  private func matches(_ first: Unicode.Scalar, _ second: Unicode.Scalar, at offset: Int) -> Bool {
    offset + 1 < characters.count && characters[offset] == first && characters[offset + 1] == second
  }

  private mutating func run(from state: LexState) {
    structure.endState = state
    while index < characters.count {
      switch structure.endState {
      case .multilineString(let pounds): finishMultilineString(pounds: pounds)
      case .blockComment(let depth): finishBlockComment(depth: depth)
      case .code: if !code() { return }
      }
    }
  }

  /// One step in code; false when the rest of the line is a comment or cannot be read.
  private mutating func code() -> Bool {
    let character = characters[index]
    if matches("/", "/", at: index) {
      structure.hasComment = true
      return false
    }
    if matches("/", "*", at: index) {
      index += 2
      structure.endState = .blockComment(depth: 1)
      return true
    }
    if character == "\"" || (character == "#" && startsRawString()) {
      return string()
    }
    if isComparisonOrLogic {
      if stack.isEmpty, isSpaced(2) { structure.operators.append(index) }
      index += 2
      return true
    }
    // A generic argument list (`Result<Value, any Error>`): its commas are not the list's around it.
    if character == "<", index > 0, Self.isIdentifierTail(characters[index - 1]),
      peek(1) != " ", peek(1) != "="
    {
      structure.groups.append(BracketGroup(open: index, opener: "<", parent: stack.last))
      stack.append(structure.groups.count - 1)
      index += 1
      return true
    }
    if character == ">", let open = stack.last, structure.groups[open].opener == "<", characters[index - 1] != "-" {
      structure.groups[open].close = index
      stack.removeLast()
      index += 1
      return true
    }
    switch character {
    case "(", "[", "{":
      structure.groups.append(
        BracketGroup(open: index, opener: Character(Unicode.Scalar(character)), parent: stack.last))
      stack.append(structure.groups.count - 1)
    case ")", "]", "}":
      // A closer whose opener is on an earlier line ends nothing of this line's.
      if let open = stack.last, Self.partner(of: structure.groups[open].opener).asciiValue == character {
        structure.groups[open].close = index
        stack.removeLast()
      } else if stack.isEmpty {
        structure.earlierClosers.append(Character(Unicode.Scalar(character)))
      }
    case ",":
      if let open = stack.last { structure.groups[open].commas.append(index) }
    case ":":
      if stack.isEmpty, peek(1) == " " { structure.colons.append(index) }
    case ".":
      if stack.isEmpty, index > 0, Self.isIdentifierTail(characters[index - 1]) {
        structure.memberDots.append(index)
      }
    case "=":
      let before = index > 0 ? characters[index - 1] : UInt8(ascii: " ")
      if stack.isEmpty, peek(1) != "=", !"=!<>+-*/%&|^~.".utf8.contains(before) { structure.assignments.append(index) }
    default:
      if Self.isIdentifierHead(character) { return word() }
    }
    index += 1
    return true
  }

  private mutating func word() -> Bool {
    let start = index
    while let next = peek(), Self.isIdentifierTail(next) || next == "_" { index += 1 }
    // Only the keywords below matter: the word is compared with them in place, never made
    // into a string (most of a line's words are names, and this runs for every one).
    let word = characters[start..<index]
    if stack.isEmpty, word.elementsEqual("else".utf8), structure.elseKeyword == nil { structure.elseKeyword = start }
    if stack.isEmpty, word.elementsEqual("where".utf8), structure.whereKeyword == nil { structure.whereKeyword = start }
    // `private(set)`: a modifier's parentheses are never a list to break.
    if peek() == "(", Self.parenthesizedModifiers.contains(where: { word.elementsEqual($0) }) {
      structure.modifierParentheses.append(index)
    }
    if let open = stack.last, structure.groups[open].opener == "{" {
      if word.elementsEqual("for".utf8) { sawFor.insert(open) }
      if word.elementsEqual("in".utf8), !sawFor.contains(open), structure.groups[open].closureIn == nil {
        structure.groups[open].closureIn = start
      }
    }
    return true
  }

  /// Modifiers that take parentheses (`private(set)`, `unowned(unsafe)`).
  private static let parenthesizedModifiers: [[UInt8]] = [
    "private", "fileprivate", "internal", "public", "package", "open", "unowned",
  ].map { Array($0.utf8) }

  /// `==`, `!=`, `&&` or `||` here.
  private var isComparisonOrLogic: Bool {
    guard index + 1 < characters.count else { return false }
    let (first, second) = (characters[index], characters[index + 1])
    return (second == "=" && (first == "=" || first == "!")) || (first == second && (first == "&" || first == "|"))
  }

  /// A letter or `_` (or a letter that is not ASCII), which starts a word.
  static func isIdentifierHead(_ unit: UInt8) -> Bool {
    (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit == 95 || unit == Unit.letter
  }

  /// A letter or a digit, of any script, which goes on a word (`_` is checked where it counts).
  static func isIdentifierTail(_ unit: UInt8) -> Bool {
    (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || (unit >= 48 && unit <= 57) || unit == Unit.letter
      || unit == Unit.digit
  }

  /// A letter or `_`, which starts a word. ASCII is decided from its byte: Unicode's
  /// properties are looked up only for other characters, which generated code rarely has.
  static func isIdentifierHead(_ character: Character) -> Bool {
    if let byte = character.asciiValue {
      return (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
    return character.isLetter
  }

  /// A letter or a digit, which goes on a word (`_` is checked where it counts).
  static func isIdentifierTail(_ character: Character) -> Bool {
    if let byte = character.asciiValue {
      return (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
    }
    return character.isLetter || character.isNumber
  }

  /// An operator of `length` characters here stands between spaces (a binary operator).
  private func isSpaced(_ length: Int) -> Bool {
    index > 0 && characters[index - 1] == " " && peek(length) == " "
  }

  static func partner(of opener: Character) -> Character {
    switch opener {
    case "(": ")"
    case "[": "]"
    case "<": ">"
    default: "}"
    }
  }

  private func startsRawString() -> Bool {
    var offset = index
    while offset < characters.count, characters[offset] == "#" { offset += 1 }
    return offset < characters.count && characters[offset] == "\""
  }

  /// A string literal from its first `#` or quote; false when the line does not close it.
  private mutating func string() -> Bool {
    var pounds = 0
    while peek() == "#" {
      pounds += 1
      index += 1
    }
    if matches("\"\"\"", at: index) {
      index += 3
      structure.endState = .multilineString(pounds: pounds)
      return true
    }
    index += 1
    if skipStringContent(pounds: pounds) { return true }
    structure.isUnterminated = true
    return false
  }

  /// Skips a one-line string's content and its closing quote; false at the end of the line.
  private mutating func skipStringContent(pounds: Int) -> Bool {
    let delimiter = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "#"), count: pounds)
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: pounds)
    while index < characters.count {
      if matches(delimiter, at: index) {
        index += delimiter.count
        return true
      }
      if matches(escape, at: index) {
        index += escape.count
        if peek() == "(" {
          index += 1
          if !skipInterpolation() { return false }
        } else {
          index += 1
        }
        continue
      }
      index += 1
    }
    return false
  }

  /// Skips an interpolation's code up to its closing parenthesis, strings in it included.
  private mutating func skipInterpolation() -> Bool {
    var depth = 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" || (character == "#" && startsRawString()) {
        var pounds = 0
        while peek() == "#" {
          pounds += 1
          index += 1
        }
        index += 1
        if !skipStringContent(pounds: pounds) { return false }
        continue
      }
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 {
          index += 1
          return true
        }
      }
      index += 1
    }
    return false
  }

  private mutating func finishMultilineString(pounds: Int) {
    let delimiter = Array("\"\"\"".utf8) + Array(repeating: UInt8(ascii: "#"), count: pounds)
    while index < characters.count {
      // In a raw string (`#"""`) a backslash is text.
      if pounds == 0, characters[index] == "\\" {
        index += 2
        continue
      }
      if matches(delimiter, at: index) {
        index += delimiter.count
        structure.endState = .code
        return
      }
      index += 1
    }
  }

  private mutating func finishBlockComment(depth: Int) {
    var depth = depth
    while index < characters.count {
      if matches("/", "*", at: index) {
        depth += 1
        index += 2
      } else if matches("*", "/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 {
          structure.endState = .code
          return
        }
      } else {
        index += 1
      }
    }
    structure.endState = .blockComment(depth: depth)
  }
}

// The scanner compares its bytes with ASCII literals: `unit == "("`, `case "(", "[":`.
private func == (unit: UInt8, scalar: Unicode.Scalar) -> Bool { scalar.isASCII && unit == UInt8(scalar.value) }
private func != (unit: UInt8, scalar: Unicode.Scalar) -> Bool { !(unit == scalar) }
private func == (unit: UInt8?, scalar: Unicode.Scalar) -> Bool { unit.map { $0 == scalar } ?? false }
private func != (unit: UInt8?, scalar: Unicode.Scalar) -> Bool { !(unit == scalar) }
private func ~= (scalar: Unicode.Scalar, unit: UInt8) -> Bool { unit == scalar }
