/// Scans one line, given the state the previous line ended in.
///
/// It reads one byte per character (`units`): an ASCII line is its UTF-8 bytes as they are, read
/// in place, and each other character becomes one stand-in byte of its class (`Unit`), so offsets
/// stay character offsets and the scanner compares bytes, never `Character`s. Everything it
/// decides on is ASCII; the classes keep a non-ASCII letter or digit part of a word.
///
/// Two depths of scan share these rules. `scan` records everything the breaker needs of a line
/// (`LineStructure`: each group, comma, colon, keyword). `summarize` records only how the line
/// moves the open brackets and where it ends (`LineSummary`), which is all the joiner and the
/// layout ask of the lines that fit, nearly all of them; a summarizing scanner is kept for a
/// whole file and reuses its buffers, so a line costs no allocation.
struct LineScanner {
  private var characters = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// Whether the line's structure is recorded (`scan`), or only its summary (`summarize`).
  private let detailed: Bool
  private var index = 0
  private var structure = LineStructure()
  /// The opening brackets of the groups open on this line, innermost last.
  private(set) var openers: [UInt8] = []
  /// The closing brackets of groups an earlier line opened, in order.
  private(set) var earlierClosers: [UInt8] = []
  /// With `detailed`: the open groups, as indices into the structure's groups, innermost last.
  private var stack: [Int] = []
  /// Per open brace: a `for` was met in it, so an `in` there is not a closure's.
  private var sawFor: Set<Int> = []

  static func scan(_ line: String, from state: LexState) -> LineStructure {
    var scanner = LineScanner(detailed: true)
    Unit.withUnits(of: line) { units in
      scanner.characters = units
      scanner.run(from: state)
    }
    return scanner.structure
  }

  /// A scanner for `summarize`, to keep for the lines of a file.
  static func summarizing() -> LineScanner { LineScanner(detailed: false) }

  private init(detailed: Bool) {
    self.detailed = detailed
  }

  /// The line's summary. `openers` and `earlierClosers` hold its brackets until the next line.
  mutating func summarize(_ line: String, from state: LexState) -> LineSummary {
    index = 0
    structure = LineStructure()
    openers.removeAll(keepingCapacity: true)
    earlierClosers.removeAll(keepingCapacity: true)
    Unit.withUnits(of: line) { units in
      characters = units
      run(from: state)
    }
    characters = UnsafeBufferPointer(start: nil, count: 0)
    return LineSummary(
      endState: structure.endState, hasComment: structure.hasComment, isUnterminated: structure.isUnterminated,
      openedBraces: openers.reduce(0) { $1 == ASCII.openBrace ? $0 + 1 : $0 },
      closedBraces: earlierClosers.reduce(0) { $1 == ASCII.closeBrace ? $0 + 1 : $0 })
  }

  /// The stand-in bytes of the characters that are not ASCII.
  enum Unit {
    static let letter: UInt8 = 0x80
    static let digit: UInt8 = 0x81
    static let other: UInt8 = 0x82

    /// One byte per character of `line`, given to `body`: the line's own UTF-8 bytes when each
    /// is a character (a native string's, read in place), else the units made from its characters.
    static func withUnits(of line: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      let inPlace = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard isOneBytePerCharacter(bytes) else { return false }
        body(bytes)
        return true
      }
      guard inPlace != true else { return }
      units(of: line).withUnsafeBufferPointer(body)
    }

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
  ///
  /// It compares bytes with the constants of `ASCII`: a step runs for every character of every
  /// generated line, and comparing through `Unicode.Scalar` literals cost several times more.
  private mutating func code() -> Bool {
    let character = characters[index]
    // Words and spaces, most of a line, are none of the cases below but a word's start.
    if Self.isIdentifierHead(character) { return word() }
    if character == ASCII.space {
      repeat { index += 1 } while index < characters.count && characters[index] == ASCII.space
      return true
    }
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    if character == ASCII.slash, next == ASCII.slash {
      structure.hasComment = true
      return false
    }
    if character == ASCII.slash, next == ASCII.asterisk {
      index += 2
      structure.endState = .blockComment(depth: 1)
      return true
    }
    if character == ASCII.quote || (character == ASCII.pound && startsRawString()) {
      return string()
    }
    if isComparisonOrLogic {
      if detailed, openers.isEmpty, isSpaced(2) { structure.operators.append(index) }
      index += 2
      return true
    }
    // A generic argument list (`Result<Value, any Error>`): its commas are not the list's around it.
    if character == ASCII.lessThan, index > 0, Self.isIdentifierTail(characters[index - 1]),
      next != ASCII.space, next != ASCII.equals
    {
      open(character)
      index += 1
      return true
    }
    if character == ASCII.greaterThan, openers.last == ASCII.lessThan, characters[index - 1] != ASCII.minus {
      closeInnermost()
      index += 1
      return true
    }
    switch character {
    case ASCII.openParenthesis, ASCII.openBracket, ASCII.openBrace:
      open(character)
    case ASCII.closeParenthesis, ASCII.closeBracket, ASCII.closeBrace:
      // A closer whose opener is on an earlier line ends nothing of this line's.
      if let opener = openers.last, Self.partner(ofByte: opener) == character {
        closeInnermost()
      } else if openers.isEmpty {
        earlierClosers.append(character)
      }
    default:
      if detailed { recordPunctuation(character, next: next) }
    }
    index += 1
    return true
  }

  /// The commas, top-level colons, member dots and assignments the breaker splits at.
  private mutating func recordPunctuation(_ character: UInt8, next: UInt8?) {
    switch character {
    case ASCII.comma:
      if let open = stack.last { structure.groups[open].commas.append(index) }
    case ASCII.colon:
      if openers.isEmpty, next == ASCII.space { structure.colons.append(index) }
    case ASCII.dot:
      if openers.isEmpty, index > 0, Self.isIdentifierTail(characters[index - 1]) {
        structure.memberDots.append(index)
      }
    case ASCII.equals:
      let before = index > 0 ? characters[index - 1] : ASCII.space
      if openers.isEmpty, next != ASCII.equals, !Self.isOperatorByte(before) { structure.assignments.append(index) }
    default:
      break
    }
  }

  /// A bracket group opened here, by `opener`.
  private mutating func open(_ opener: UInt8) {
    openers.append(opener)
    guard detailed else { return }
    structure.groups.append(BracketGroup(open: index, opener: Character(Unicode.Scalar(opener)), parent: stack.last))
    stack.append(structure.groups.count - 1)
  }

  /// The innermost open group closed here.
  private mutating func closeInnermost() {
    openers.removeLast()
    guard detailed else { return }
    structure.groups[stack.removeLast()].close = index
  }

  private mutating func word() -> Bool {
    let start = index
    while index < characters.count, Self.isIdentifierTail(characters[index]) || characters[index] == ASCII.underscore {
      index += 1
    }
    // Only the keywords below matter, and only to the breaker: the word is compared with them in
    // place, never made into a string (most of a line's words are names).
    guard detailed else { return true }
    let word = start..<index
    if openers.isEmpty, structure.elseKeyword == nil, isWord(word, "else") { structure.elseKeyword = start }
    if openers.isEmpty, structure.whereKeyword == nil, isWord(word, "where") { structure.whereKeyword = start }
    // `private(set)`: a modifier's parentheses are never a list to break.
    if index < characters.count, characters[index] == ASCII.openParenthesis,
      Self.parenthesizedModifiers.contains(where: { isWord(word, $0) })
    {
      structure.modifierParentheses.append(index)
    }
    if let open = stack.last, openers.last == ASCII.openBrace {
      if isWord(word, "for") { sawFor.insert(open) }
      if isWord(word, "in"), structure.groups[open].closureIn == nil, !sawFor.contains(open) {
        structure.groups[open].closureIn = start
      }
    }
    return true
  }

  /// Whether the characters in `range` are `keyword` (ASCII), by length first.
  private func isWord(_ range: Range<Int>, _ keyword: StaticString) -> Bool {
    guard range.count == keyword.utf8CodeUnitCount else { return false }
    let wanted = keyword.utf8Start
    for distance in 0..<range.count where characters[range.lowerBound + distance] != wanted[distance] { return false }
    return true
  }

  /// Modifiers that take parentheses (`private(set)`, `unowned(unsafe)`).
  private static let parenthesizedModifiers: [StaticString] = [
    "private", "fileprivate", "internal", "public", "package", "open", "unowned",
  ]

  /// A character that makes `=` part of an operator when it comes just before it (`==`, `!=`,
  /// `<=`, `+=`, `...=`): `=!<>+-*/%&|^~.`.
  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.equals, ASCII.bang, ASCII.lessThan, ASCII.greaterThan, ASCII.plus, ASCII.minus, ASCII.asterisk,
      ASCII.slash, ASCII.percent, ASCII.ampersand, ASCII.bar, ASCII.caret, ASCII.tilde, ASCII.dot:
      return true
    default:
      return false
    }
  }

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

  /// An operator of `length` characters here stands between spaces (a binary operator).
  private func isSpaced(_ length: Int) -> Bool {
    index > 0 && characters[index - 1] == " " && peek(length) == " "
  }

  /// The closing bracket of `opener` (a byte of `([{<`).
  static func partner(ofByte opener: UInt8) -> UInt8 {
    switch opener {
    case ASCII.openParenthesis: ASCII.closeParenthesis
    case ASCII.openBracket: ASCII.closeBracket
    case ASCII.lessThan: ASCII.greaterThan
    default: ASCII.closeBrace
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

/// The bytes the scanner decides on.
private enum ASCII {
  static let space = UInt8(ascii: " ")
  static let slash = UInt8(ascii: "/")
  static let asterisk = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let equals = UInt8(ascii: "=")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let bang = UInt8(ascii: "!")
  static let percent = UInt8(ascii: "%")
  static let ampersand = UInt8(ascii: "&")
  static let bar = UInt8(ascii: "|")
  static let caret = UInt8(ascii: "^")
  static let tilde = UInt8(ascii: "~")
  static let dot = UInt8(ascii: ".")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let underscore = UInt8(ascii: "_")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}
