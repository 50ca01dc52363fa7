import ScaffoldBase

/// Tokenizes a manifest just enough to edit it safely: comments and string literals (escaped,
/// interpolated, multi-line and raw) are recognised so that their contents are never mistaken for
/// code, and brackets are matched so that arrays and argument lists are known exactly.
/// Anything that is not balanced is an error at its position, never a guess.
public enum ManifestScanner {
  static func scan(_ manifest: String) throws(ManifestEditError) -> ManifestSource {
    var lexer = Lexer(bytes: Array(manifest.utf8))
    try lexer.run()
    return ManifestSource(bytes: lexer.bytes, tokens: lexer.tokens, partner: lexer.partner)
  }

  private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var tokens: [ManifestToken] = []
    var partner: [Int: Int] = [:]
    /// Token indices of the brackets still open, innermost last.
    var openers: [Int] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    package mutating func run() throws(ManifestEditError) {
      while index < bytes.count {
        let byte = bytes[index]
        if ManifestBytes.isWhitespace(byte) {
          index += 1
        } else if byte == ManifestBytes.slash, peek(1) == ManifestBytes.slash {
          index = ManifestBytes.lineEnd(in: bytes, from: index)
        } else if byte == ManifestBytes.slash, peek(1) == ManifestBytes.star {
          index = try ManifestStringLexer.blockCommentEnd(in: bytes, from: index)
        } else if byte == ManifestBytes.quote || byte == ManifestBytes.pound {
          try lexPoundOrString()
        } else if byte == ManifestBytes.backtick {
          lexBacktickedWord()
        } else if ManifestBytes.isWordByte(byte) {
          let start = index
          while index < bytes.count, ManifestBytes.isWordByte(bytes[index]) { index += 1 }
          append(.word, start..<index)
        } else {
          index += 1
          try appendSymbol(at: index - 1)
        }
      }
      if let open = openers.last {
        let token = tokens[open]
        throw ManifestEditError(.unclosedBracket(token.text), at: token.range.lowerBound, in: bytes)
      }
    }

    private func peek(_ distance: Int) -> UInt8? {
      index + distance < bytes.count ? bytes[index + distance] : nil
    }

    private mutating func lexPoundOrString() throws(ManifestEditError) {
      let start = index
      var afterPounds = index
      while afterPounds < bytes.count, bytes[afterPounds] == ManifestBytes.pound { afterPounds += 1 }
      if afterPounds < bytes.count, bytes[afterPounds] == ManifestBytes.quote {
        let literal = try ManifestStringLexer.literal(in: bytes, from: start)
        index = literal.end
        append(.string, start..<index, literalValue: literal.value)
        return
      }
      index = start + 1
      while index < bytes.count, ManifestBytes.isWordByte(bytes[index]) { index += 1 }
      append(index == start + 1 ? .symbol : .directive, start..<index)
    }

    private mutating func lexBacktickedWord() {
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != ManifestBytes.backtick, bytes[index] != ManifestBytes.newline {
        index += 1
      }
      if index < bytes.count, bytes[index] == ManifestBytes.backtick { index += 1 }
      append(.word, start..<index)
    }

    private mutating func appendSymbol(at offset: Int) throws(ManifestEditError) {
      append(.symbol, offset..<offset + 1)
      let current = tokens.count - 1
      if tokens[current].isOpener {
        openers.append(current)
      } else if tokens[current].isCloser {
        guard let open = openers.popLast(), Self.closer(of: tokens[open].text) == tokens[current].text else {
          throw ManifestEditError(.unmatchedBracket(tokens[current].text), at: offset, in: bytes)
        }
        partner[open] = current
        partner[current] = open
      }
    }

    private static func closer(of opener: String) -> String {
      switch opener {
      case "(": return ")"
      case "[": return "]"
      default: return "}"
      }
    }

    private mutating func append(_ kind: ManifestToken.Kind, _ range: Range<Int>, literalValue: String? = nil) {
      let text = kind == .string ? "" : String(decoding: bytes[range], as: UTF8.self)
      tokens.append(ManifestToken(kind: kind, range: range, text: text, literalValue: literalValue))
    }
  }
}
