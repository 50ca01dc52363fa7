/// What a Swift file declares, read well enough to infer a module's spec from it: every type
/// with the types it sits in (`CheckoutModels.LoadCart.Request`), the stored properties and the
/// functions of each (a protocol's requirements among them), and the names each function's
/// body uses. Comments and string literals are skipped, and so is everything inside a body
/// but its names. It is a scan, not a parser: code it cannot read yields fewer declarations,
/// never an error, since a module being adopted may be any code a team wrote.
struct SwiftDeclarations: Equatable {
  struct TypeDeclaration: Equatable {
    /// The type's name after the names of the types around it.
    var path: [String]
    /// `struct`, `class`, `enum`, `protocol`, `actor` or `extension`.
    var kind: String
    var inherits: [String] = []
    var properties: [Property] = []
    var functions: [Function] = []
    /// An enum's cases, each with its associated values as parameters.
    var cases: [Function] = []

    var name: String { path.last ?? "" }
  }

  /// A stored property (`let name: Type`, `var name: Type = …`); computed ones are left out.
  struct Property: Equatable {
    var name: String
    var type: String
  }

  struct Function: Equatable {
    var name: String
    var parameters: [Parameter]
    /// The type after `->`, when it has one.
    var returns: String?
    /// The identifiers its body names, to see which functions a lifecycle method calls.
    var calls: Set<String> = []
  }

  struct Parameter: Equatable {
    /// The argument label as a caller writes it: `nil` for `_`.
    var label: String?
    var name: String
    var type: String
  }

  var types: [TypeDeclaration] = []

  init(text: String) {
    var reader = DeclarationReader(tokens: SwiftTokens.scan(text))
    types = reader.read()
  }
}

/// The tokens of Swift source that declarations are read from: identifiers (keywords among
/// them), punctuation one character each, and line ends. Comments and the insides of string
/// literals are dropped; a string literal becomes one `"` token.
enum SwiftTokens {
  static func scan(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    var tokens: [String] = []
    var index = 0
    func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    while index < bytes.count {
      let current = bytes[index]
      switch current {
      case UInt8(ascii: "\n"):
        tokens.append("\n")
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        index = blockCommentEnd(bytes, from: index)
      case UInt8(ascii: "#") where byte(1) == UInt8(ascii: "#") || byte(1) == UInt8(ascii: "\""):
        index = stringEnd(bytes, from: index)
        tokens.append("\"")
      case UInt8(ascii: "\""):
        index = stringEnd(bytes, from: index)
        tokens.append("\"")
      default:
        if isIdentifierByte(current) {
          let start = index
          while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
          tokens.append(String(decoding: bytes[start..<index], as: UTF8.self))
        } else {
          tokens.append(String(UnicodeScalar(current)))
          index += 1
        }
      }
    }
    return tokens
  }

  /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift allows many in names).
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Past a `/* … */` comment, which may nest.
  private static func blockCommentEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Past a string literal starting at `start`: `"…"`, `"""…"""` and raw `#"…"#`, whose
  /// interpolations may hold strings of their own.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return index }
    let quote = UInt8(ascii: "\"")
    let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
    index += multiline ? 3 : 1
    let closing = (multiline ? [quote, quote, quote] : [quote]) + Array(repeating: UInt8(ascii: "#"), count: hashes)
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        // An escape, or an interpolation when as many `#` follow as the literal opened with.
        var marks = 0
        while index + 1 + marks < bytes.count, bytes[index + 1 + marks] == UInt8(ascii: "#") { marks += 1 }
        let next = index + 1 + marks
        if marks == hashes, next < bytes.count, bytes[next] == UInt8(ascii: "(") {
          index = interpolationEnd(bytes, from: next)
        } else {
          index = next + 1
        }
        continue
      }
      if !multiline, bytes[index] == UInt8(ascii: "\n") { return index }
      if bytes[index] == quote, index + closing.count <= bytes.count,
        Array(bytes[index..<index + closing.count]) == closing
      {
        return index + closing.count
      }
      index += 1
    }
    return bytes.count
  }

  /// Past the `)` that closes the interpolation whose `(` is at `start`.
  private static func interpolationEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        depth -= 1
        index += 1
        if depth == 0 { return index }
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        index = max(stringEnd(bytes, from: index), index + 1)
      default:
        index += 1
      }
    }
    return bytes.count
  }
}
