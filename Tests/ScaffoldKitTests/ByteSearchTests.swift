import Foundation
import Testing

@testable import ScaffoldBase

@Suite("ByteSearch")
struct ByteSearchTests {
  @Test("finds what range(of:) finds, at the same place, for needles of ASCII bytes")
  func sameAsFoundation() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Character] = ["a", "b", "/", "(", ")", "é", "ü", " ", "\\", "\"", "日"]
    let needles = ["/", "a/", "/ab/", "(b)", "\\", "\"", "a", "ab(a"]
    for _ in 0..<4_000 {
      let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement()! })
      for needle in needles {
        let expected = text.range(of: needle, options: .literal)
        let found = ByteSearch.firstRange(of: needle, in: text)
        #expect(found == expected, "\(needle) in \(text)")
        #expect(ByteSearch.contains(needle, in: text) == (expected != nil))
      }
    }
  }

  @Test("an empty needle is found at the start; a needle longer than the text is not")
  func edges() {
    #expect(ByteSearch.firstRange(of: "", in: "abc") == "abc".startIndex..<"abc".startIndex)
    #expect(ByteSearch.firstRange(of: "abcd", in: "abc") == nil)
    #expect(ByteSearch.firstRange(of: "abc", in: "abc") == "abc".startIndex..<"abc".endIndex)
  }
}
