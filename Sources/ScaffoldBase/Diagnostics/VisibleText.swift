/// User text made safe to print in a message. A hostile name or spec value could otherwise
/// carry terminal escape sequences, line breaks that forge extra `error:` lines, right-to-left
/// overrides that reorder what the reader sees, or invisible characters that make two
/// different names look the same; each of those is shown as its code point, `\u{1B}`.
enum VisibleText {
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !$0.isASCII || $0.value < 0x20 || $0.value == 0x7F }) else {
      return text
    }
    var result = ""
    for character in text {
      // A combining mark with no letter to sit on would join the quote before it and vanish.
      let base = character.unicodeScalars.first
      let hasLetterBase = base.map { !isMark($0) && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
      for scalar in character.unicodeScalars {
        if isInvisible(scalar) || (isMark(scalar) && hasLetterBase != true) {
          result += codePoint(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `U+00FC`, the way Unicode charts name a code point.
  static func codePointName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
      return true
    case .spaceSeparator:
      return scalar != " "
    default:
      return false
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
