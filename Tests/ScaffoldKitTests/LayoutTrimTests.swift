import Foundation
import Testing

@testable import ScaffoldBase

/// The breaker trims the pieces it cuts without Foundation; it must trim exactly what
/// `trimmingCharacters(in: .whitespaces)` trims, which it replaced.
@Suite("Layout: trimming a piece of a line")
struct LayoutTrimTests {
  @Test(
    "the same text as Foundation's trimming",
    arguments: [
      "", " ", "\t\t", "  a b  ", "\ta\t", "a", " \u{00A0}nbsp\u{2003} ", "\u{3000}wide\u{3000}", "\n line \n",
      "  \u{301}combining ", " é ", "x\u{200B} ", " 👩‍💻 ", "\u{2028}sep ", " a,\t",
    ])
  func matchesFoundation(_ text: String) {
    let expected = text.trimmingCharacters(in: .whitespaces)
    #expect(LineBreaker.text(text[...]) == expected, "\(text.debugDescription)")
  }
}

/// The scanner reads a byte per character; a line with characters that are not ASCII must give
/// the same offsets (in characters) and the same words as the same line in ASCII.
@Suite("Layout: lines that are not ASCII")
struct LayoutUnicodeLineTests {
  @Test(
    "offsets count characters, letters of any script make words, and text in strings is not code",
    arguments: [
      ("let caf\u{E9} = f(a, b) // x", "let cafe = f(a, b) // x"),
      ("let n\u{0301}ame = g(\"\u{1F469}\u{200D}\u{1F4BB}, still text\", c)", "let name = g(\"X, still text\", c)"),
      ("guard let \u{3042} = x else { return }", "guard let a = x else { return }"),
      ("let x\u{0661} = [1, 2] == y", "let xy = [1, 2] == y"),
      ("f(\u{2192}, a) where T: P", "f(-, a) where T: P"),
    ])
  func sameStructure(_ pair: (String, String)) {
    let (unicode, ascii) = pair
    #expect(unicode.count == ascii.count)
    #expect(LineScanner.scan(unicode, from: .code) == LineScanner.scan(ascii, from: .code), "\(unicode)")
  }
}

extension LayoutUnicodeLineTests {
  @Test("a long line with characters that are not ASCII breaks where its ASCII twin breaks")
  func breaksLikeASCII() {
    let layout = SwiftLayout(indentation: 4, lineLength: 80)
    let line =
      "let r\u{E9}sum\u{E9} = Summary(caf\u{E9}: caf\u{E9}Name, na\u{EF}ve: \"\u{1F469}\u{200D}\u{1F4BB}, text\", "
      + "\u{3042}: [first, second, third], total: amount)"
    let twin = line.replacingOccurrences(of: "\u{E9}", with: "e").replacingOccurrences(of: "\u{EF}", with: "i")
      .replacingOccurrences(of: "\u{1F469}\u{200D}\u{1F4BB}", with: "X").replacingOccurrences(of: "\u{3042}", with: "a")
    let broken = layout.format(line)
    #expect(broken.split(separator: "\n").count > 1)
    let mapped = broken.replacingOccurrences(of: "\u{E9}", with: "e").replacingOccurrences(of: "\u{EF}", with: "i")
      .replacingOccurrences(of: "\u{1F469}\u{200D}\u{1F4BB}", with: "X").replacingOccurrences(of: "\u{3042}", with: "a")
    #expect(mapped == layout.format(twin))
  }
}

@Suite("Layout: cutting a file into lines")
struct LayoutLinesTests {
  @Test(
    "the same lines as a split at the character \"\\n\"",
    arguments: ["", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "a\r\nb\nc", "\r\n\r\n", "é\nñ\u{301}\n", "\n\u{301}x"])
  func matchesCharacterSplit(_ text: String) {
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(SwiftLayout.lines(of: text) == expected, "\(text.debugDescription)")
  }
}

@Suite("Layout: a line's indentation")
struct LayoutIndentationCountTests {
  @Test(
    "leading spaces counted as characters, though by bytes",
    arguments: ["", "x", "   x", "    ", "  \u{301}x", "  é", " \t x", "\u{A0} x"])
  func matchesCharacters(_ line: String) {
    #expect(SwiftLayout.leadingSpaces(line) == line.prefix { $0 == " " }.count, "\(line.debugDescription)")
  }
}

@Suite("Layout: a line moved to the output's unit")
struct LayoutReindentTests {
  /// The rule as it was written over characters, before it sliced by bytes.
  private func byCharacters(_ line: String, _ layout: SwiftLayout) -> String {
    let spaces = line.prefix { $0 == " " }.count
    guard spaces < line.count else { return "" }
    let width = spaces / 2 * layout.indentation + spaces % 2
    return String(repeating: " ", count: width) + line.dropFirst(spaces)
  }

  @Test(
    "the same line as moving it by characters, at 2, 3 and 4 spaces a level",
    arguments: ["", "x", "   x", "    ", "  \u{301}x", "   \u{301}x", "  é", " \t x", "\u{A0} x", "      let a = 1"])
  func matchesCharacters(_ line: String) {
    for width in [2, 3, 4] {
      let layout = SwiftLayout(indentation: width, lineLength: 120)
      #expect(layout.reindent(line) == byCharacters(line, layout), "\(line.debugDescription) at \(width)")
    }
  }
}

/// A file that mixes line endings keeps a CRLF inside a line (lines are cut at "\n" alone, and a
/// CRLF is one character): such a line is laid out by characters, as before the byte scanner.
/// The expected texts are what the layout gave before it read bytes.
@Suite("Layout: a CRLF inside a line")
struct LayoutMixedLineEndingTests {
  @Test("laid out as before the layout read bytes")
  func asBefore() {
    let layout = SwiftLayout(indentation: 4, lineLength: 80)
    let bs = String(repeating: "b", count: 70)
    #expect(
      layout.format("let a = f(x,\r\nyy) + g(aaaaaa) + \(bs)\n")
        == "let a = f(x,\r\nyy) + g(\n    aaaaaa\n) + \(bs)\n")
    let name = String(repeating: "a", count: 80)
    #expect(
      layout.format("x\r\ny\r\n  func \(name)() -> Int {\n}\n") == "x\r\ny\r\n  func \(name)()\n    -> Int\n{\n}\n")
  }
}

@Suite("Layout: a statement header's words")
struct LayoutWordsTests {
  @Test(
    "the same words as a split at the character \" \"",
    arguments: [
      "", " ", "final class A: B {", "  public  func f() -> Int {  ", "a \u{301}b c", "caf\u{E9} au lait", "a\r\nb c",
      "@MainActor final class Login\u{1F469}\u{200D}\u{1F4BB}: P {", "x\t y",
    ])
  func matchesCharacterSplit(_ text: String) {
    #expect(LineBreaker.words(of: text) == text.split(separator: " ").map(String.init), "\(text.debugDescription)")
  }
}
