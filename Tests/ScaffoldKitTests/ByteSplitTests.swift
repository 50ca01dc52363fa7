import Testing

@testable import ScaffoldBase

/// The byte paths that replaced `Character` ones on `update`'s hot path give exactly what the
/// `Character` ones gave, on random text built from the pieces where they could part ways:
/// separators at the ends and doubled, CRLF, combining marks after a separator, non-ASCII.
@Suite("Text cut by bytes")
struct ByteSplitTests {
  static let pieces = [
    "a", "Sources", "Login", "/", "/", ".", ".", " ", "-", "_", "\r\n", "\n", "\r", "é", "e\u{301}", "/\u{301}",
    ".\u{301}", "日本", "🎉", "URL", "s", "ID", "2", "x", "Q",
  ]

  static func text(_ random: inout SplitMix) -> String {
    (0..<random.next(9)).map { _ in random.pick(pieces) }.joined()
  }

  @Test("pieces are split(separator:)'s, for every separator, limit and empty-piece rule")
  func sameAsSplit() {
    var random = SplitMix(seed: 4_021)
    for _ in 0..<4_000 {
      let text = Self.text(&random)
      let separator = random.pick(["/", ".", " ", "\n", "-"] as [Unicode.Scalar])
      let maxSplits = random.pick([0, 1, 2, Int.max])
      for omitting in [true, false] {
        let expected = text.split(
          separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        let found = ByteSplit.pieces(of: text, at: separator, maxSplits: maxSplits, omittingEmpty: omitting)
        #expect(found == expected, "\(text.debugDescription) at \(separator) max \(maxSplits) omitting \(omitting)")
      }
    }
  }

  @Test("a name's words by bytes are its words by characters, on every ASCII spelling")
  func nameWords() {
    var random = SplitMix(seed: 77)
    let ascii = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    for _ in 0..<4_000 {
      let text = (0..<random.next(9)).map { _ in random.pick(ascii) }.joined()
      #expect(Name.asciiWords(of: text) == Name.words(byCharacter: text), "\(text.debugDescription)")
    }
    #expect(Name.asciiWords(of: "café") == nil)
    #expect(Name("cafÉClient")?.words == ["caf", "É", "Client"])
  }
}
