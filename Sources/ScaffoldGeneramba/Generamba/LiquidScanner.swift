import Foundation
import ScaffoldBase

/// One piece of a Liquid file: plain text, an output tag `{{ … }}` or a logic tag `{% … %}`,
/// with the position of its first character so every problem can be reported where it is.
struct LiquidToken: Equatable {
  enum Kind: Equatable {
    case text
    /// Text of a `{% raw %}` block: Liquid prints it as is, tags included.
    case rawText
    case output
    case tag
  }

  var kind: Kind
  /// For text, the text; for tags, what is between the delimiters, trimmed, without the `-`
  /// whitespace-control markers.
  var content: String
  /// The whole token as written, delimiters included.
  var source: String
  var line: Int
  var column: Int
  /// `{{-`/`{%-` and `-}}`/`-%}`: Liquid removes every blank (line breaks included) on that side.
  var trimsBefore = false
  var trimsAfter = false

  /// The position of the character `offset` characters into `source`, following line breaks.
  func position(at offset: Int) -> (line: Int, column: Int) {
    var (line, column) = (self.line, self.column)
    for character in source.prefix(offset) {
      if character.isLineBreak {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}

/// Splits Liquid text into tokens the way Liquid does: `{{` opens an output tag up to the next
/// `}}`, `{%` a logic tag up to the next `%}`, and the body of `{% raw %}` is not tokenized.
enum LiquidScanner {
  package struct Failure: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  static func scan(_ text: String) -> Result<[LiquidToken], Failure> {
    let characters = Array(text)
    var tokens: [LiquidToken] = []
    var index = 0
    var line = 1
    var column = 1
    var textStart = (index: 0, line: 1, column: 1)

    func advance(to target: Int) {
      while index < target {
        if characters[index].isLineBreak {
          line += 1
          column = 1
        } else {
          column += 1
        }
        index += 1
      }
    }
    func find(_ pattern: [Character], from start: Int) -> Int? {
      guard characters.count >= pattern.count else { return nil }
      var position = start
      while position <= characters.count - pattern.count {
        if Array(characters[position..<position + pattern.count]) == pattern { return position }
        position += 1
      }
      return nil
    }
    func flushText(until end: Int, kind: LiquidToken.Kind = .text) {
      guard end > textStart.index else { return }
      let body = String(characters[textStart.index..<end])
      tokens.append(
        LiquidToken(kind: kind, content: body, source: body, line: textStart.line, column: textStart.column))
    }

    while index < characters.count {
      guard characters[index] == "{", index + 1 < characters.count,
        characters[index + 1] == "{" || characters[index + 1] == "%"
      else {
        advance(to: index + 1)
        continue
      }
      flushText(until: index)
      let isOutput = characters[index + 1] == "{"
      let closer: [Character] = isOutput ? ["}", "}"] : ["%", "}"]
      guard let end = find(closer, from: index + 2) else {
        return .failure(
          Failure(
            message: "'\(isOutput ? "{{" : "{%")' is never closed with '\(String(closer))'", line: line,
            column: column))
      }
      let source = String(characters[index..<end + 2])
      let inside = characters[index + 2..<end]
      let content = trimmed(String(inside))
      tokens.append(
        LiquidToken(
          kind: isOutput ? .output : .tag, content: content, source: source, line: line, column: column,
          trimsBefore: inside.first == "-", trimsAfter: inside.count > 1 && inside.last == "-"))
      advance(to: end + 2)
      textStart = (index, line, column)
      if !isOutput, content == "raw" {
        // Liquid prints everything up to `{% endraw %}` verbatim.
        guard let close = findEndRaw(in: characters, from: index) else {
          return .failure(
            Failure(message: "'{% raw %}' is never closed with '{% endraw %}'", line: line, column: column))
        }
        flushText(until: close.start, kind: .rawText)
        advance(to: close.start)
        let endSource = String(characters[close.start..<close.end])
        tokens.append(LiquidToken(kind: .tag, content: "endraw", source: endSource, line: line, column: column))
        advance(to: close.end)
        textStart = (index, line, column)
      }
    }
    flushText(until: characters.count)
    return .success(applyingWhitespaceControl(tokens))
  }

  /// Liquid's `-` markers remove the blanks of the text next to the tag, line breaks included,
  /// so the converted text holds exactly what Liquid prints.
  private static func applyingWhitespaceControl(_ tokens: [LiquidToken]) -> [LiquidToken] {
    var result = tokens
    for index in result.indices where result[index].kind == .text {
      var text = Substring(result[index].content)
      if index > 0, result[index - 1].trimsAfter { text = text.drop { $0.isWhitespace } }
      if index + 1 < result.count, result[index + 1].trimsBefore {
        while text.last?.isWhitespace == true { text = text.dropLast() }
      }
      result[index].content = String(text)
    }
    return result
  }

  /// The inside of a tag without surrounding blanks and without the `-` markers of Liquid's
  /// whitespace control (`{%- if x -%}`), which only trim blanks around the tag.
  private static func trimmed(_ inside: String) -> String {
    var text = Substring(inside)
    if text.hasPrefix("-") { text = text.dropFirst() }
    if text.hasSuffix("-") { text = text.dropLast() }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func findEndRaw(in characters: [Character], from start: Int) -> (start: Int, end: Int)? {
    var position = start
    while position + 1 < characters.count {
      if characters[position] == "{", characters[position + 1] == "%" {
        var close = position + 2
        while close + 1 < characters.count, !(characters[close] == "%" && characters[close + 1] == "}") {
          close += 1
        }
        guard close + 1 < characters.count else { return nil }
        if trimmed(String(characters[position + 2..<close])) == "endraw" { return (position, close + 2) }
      }
      position += 1
    }
    return nil
  }
}

extension Character {
  /// `\n`, `\r\n` (one Character in Swift) and a lone `\r` each end a line, so files saved with
  /// Windows or classic Mac line endings get the same positions as the editor shows.
  var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
