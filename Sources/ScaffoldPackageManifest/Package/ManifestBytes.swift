/// The ASCII bytes the manifest scanner and editor look at. Working on UTF-8 bytes rather than
/// `Character`s keeps `\r\n` and combining marks from merging with a quote or a newline.
enum ManifestBytes {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let backtick = UInt8(ascii: "`")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn
  }

  /// Spaces and tabs: whitespace that stays on its line.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab
  }

  /// Identifier and number characters; any non-ASCII byte too, since Swift identifiers may be
  /// Unicode and no ASCII punctuation is ever part of a multi-byte character.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      return true
    default:
      return byte >= 0x80
    }
  }

  /// The offset of the newline that ends the line holding `offset`, or the end of the text.
  static func lineEnd(in bytes: [UInt8], from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != newline { index += 1 }
    return index
  }

  /// The offset where the line holding `offset` starts.
  static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != newline { index -= 1 }
    return index
  }
}
