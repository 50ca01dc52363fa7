/// Strict JSON read straight into a `ContextValue`, byte by byte: records are JSON, and reading
/// 200 of them through YAML was a sixth of `scaffold check`. It reads what the YAML reader
/// reads, the same way (strings stay strings, `true`/`false` are booleans, a number is an `Int`
/// when it is one and its text otherwise), and gives up (`nil`) on anything else: `null`, a
/// repeated key, text that is YAML but not JSON. `ContextValue(jsonText:)` then reads it with
/// Yams, which accepts or reports it as before.
struct ContextJSONReader {
  private let bytes: [UInt8]
  private var index = 0

  static func value(of text: String) -> ContextValue? {
    var reader = ContextJSONReader(bytes: Array(text.utf8))
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == reader.bytes.count ? value : nil
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Deeper than this is not a record; Yams reads it (or refuses it) instead.
  private static let maximumDepth = 200

  private mutating func value(depth: Int) -> ContextValue? {
    skipSpace()
    guard index < bytes.count, depth < Self.maximumDepth else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "\""): return string().map(ContextValue.string)
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return list(depth: depth)
    case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default: return nil
    }
  }

  private mutating func object(depth: Int) -> ContextValue? {
    index += 1
    var members: [String: ContextValue] = [:]
    skipSpace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
      skipSpace()
      guard consume(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
      // A repeated key is an error to the YAML reader: leave it to say so.
      guard members.updateValue(member, forKey: key) == nil else { return nil }
      skipSpace()
      if consume(UInt8(ascii: ",")) { continue }
      return consume(UInt8(ascii: "}")) ? .object(members) : nil
    }
  }

  private mutating func list(depth: Int) -> ContextValue? {
    index += 1
    var values: [ContextValue] = []
    skipSpace()
    if consume(UInt8(ascii: "]")) { return .list(values) }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      values.append(element)
      skipSpace()
      if consume(UInt8(ascii: ",")) { continue }
      return consume(UInt8(ascii: "]")) ? .list(values) : nil
    }
  }

  /// A number's text as JSON writes it; an `Int` when it is one, as the YAML reader makes it.
  private mutating func number() -> ContextValue? {
    let start = index
    while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard Self.isJSONNumber(bytes[start..<index]) else { return nil }
    return Int(text).map(ContextValue.int) ?? .string(text)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      return true
    default: return false
    }
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, JSON's number grammar.
  private static func isJSONNumber(_ text: ArraySlice<UInt8>) -> Bool {
    var rest = text[...]
    func digits() -> Int {
      let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
    if rest.first == UInt8(ascii: "0") {
      rest = rest.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      guard digits() > 0 else { return false }
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }

  private mutating func string() -> String? {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          text.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      case ..<0x20: return nil
      default: text.append(byte)
      }
    }
    return nil
  }

  /// The scalar of `\uXXXX` (the `\u` read). Not a surrogate: libyaml refuses those escapes
  /// (and `jsonText` writes every character as it is), so Yams is left to report them.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    hexQuad().flatMap(Unicode.Scalar.init)
  }

  private mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Self.hexValue(byte) else { return nil }
      value = value * 16 + digit
    }
    index += 4
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func word(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { expected in bytes[index..<index + count].elementsEqual(expected) }
    if matches { index += count }
    return matches
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }
}
