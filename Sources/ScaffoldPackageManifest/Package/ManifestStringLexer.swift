/// Finds where string literals and block comments end, the two places where brackets and quotes
/// stop meaning code. Handles escapes, `\(…)` interpolation (which may itself hold strings),
/// multi-line `"""` literals and raw literals `#"…"#`, whose escapes are `\#`.
enum ManifestStringLexer {
  struct Literal: Equatable {
    /// The offset just after the closing delimiter.
    var end: Int
    /// The contents, only for a single-line literal without escapes or interpolation.
    var value: String?
  }

  /// The literal that starts at `start`, on its first `#` or its opening quote.
  static func literal(in bytes: [UInt8], from start: Int) throws(ManifestEditError) -> Literal {
    var index = start
    var pounds = 0
    while index < bytes.count, bytes[index] == ManifestBytes.pound {
      pounds += 1
      index += 1
    }
    let isMultiline = quotes(3, in: bytes, at: index)
    let quoteCount = isMultiline ? 3 : 1
    index += quoteCount
    let contentStart = index
    var isPlain = !isMultiline
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ManifestBytes.backslash, Self.pounds(pounds, in: bytes, at: index + 1) {
        isPlain = false
        index += 1 + pounds
        if index < bytes.count, bytes[index] == ManifestBytes.openParen {
          index = try interpolationEnd(in: bytes, from: index + 1, literalStart: start)
        } else {
          index += 1
        }
        continue
      }
      if quotes(quoteCount, in: bytes, at: index), Self.pounds(pounds, in: bytes, at: index + quoteCount) {
        let value = isPlain ? String(decoding: bytes[contentStart..<index], as: UTF8.self) : nil
        return Literal(end: index + quoteCount + pounds, value: value)
      }
      if byte == ManifestBytes.newline, !isMultiline { break }
      index += 1
    }
    throw ManifestEditError(.unterminatedString, at: start, in: bytes)
  }

  /// The offset after the `*/` that closes the comment opened at `start`; comments nest in Swift.
  static func blockCommentEnd(in bytes: [UInt8], from start: Int) throws(ManifestEditError) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == ManifestBytes.slash, bytes[index + 1] == ManifestBytes.star {
        depth += 1
        index += 2
      } else if bytes[index] == ManifestBytes.star, bytes[index + 1] == ManifestBytes.slash {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw ManifestEditError(.unterminatedComment, at: start, in: bytes)
  }

  /// The offset after the `)` that closes an interpolation whose contents start at `start`.
  private static func interpolationEnd(
    in bytes: [UInt8], from start: Int, literalStart: Int
  ) throws(ManifestEditError) -> Int {
    var depth = 1
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ManifestBytes.quote || (byte == ManifestBytes.pound && startsRawLiteral(bytes, at: index)) {
        index = try literal(in: bytes, from: index).end
        continue
      }
      if byte == ManifestBytes.openParen { depth += 1 }
      if byte == ManifestBytes.closeParen {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    throw ManifestEditError(.unterminatedString, at: literalStart, in: bytes)
  }

  private static func startsRawLiteral(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == ManifestBytes.pound { index += 1 }
    return index < bytes.count && bytes[index] == ManifestBytes.quote
  }

  private static func quotes(_ count: Int, in bytes: [UInt8], at offset: Int) -> Bool {
    offset + count <= bytes.count && bytes[offset..<offset + count].allSatisfy { $0 == ManifestBytes.quote }
  }

  private static func pounds(_ count: Int, in bytes: [UInt8], at offset: Int) -> Bool {
    offset + count <= bytes.count && bytes[offset..<offset + count].allSatisfy { $0 == ManifestBytes.pound }
  }
}
