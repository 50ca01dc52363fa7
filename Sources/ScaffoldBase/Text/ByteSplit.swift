/// Text cut at an ASCII separator, piece for piece as `split(separator:omittingEmptySubsequences:)`
/// cuts it. Splitting by `Character` walks grapheme breaks (tens of thousands of instructions for
/// a path); `update` splits every recorded file's path several times. When each byte of the text
/// is a character (ASCII without a carriage return, which joins a following line feed into one
/// character) the bytes are cut directly; any other text is split by characters as before.
package enum ByteSplit {
  package static func pieces(
    of text: String, at separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmpty: Bool = true
  ) -> [Substring] {
    let utf8 = text.utf8
    guard separator.isASCII, utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
      return text.split(
        separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty)
    }
    let byte = UInt8(separator.value)
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var index = start
    var splits = 0
    while index != utf8.endIndex, splits < maxSplits {
      if utf8[index] == byte {
        if !omittingEmpty || start != index {
          pieces.append(text[start..<index])
          splits += 1
        }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if !omittingEmpty || start != utf8.endIndex { pieces.append(text[start..<utf8.endIndex]) }
    return pieces
  }
}
