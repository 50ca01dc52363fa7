/// A user-given name split into words, with every casing the templates need.
///
/// `user-profile`, `user_profile`, `userProfile` and `UserProfile` all become the words
/// `user profile`; acronyms stay whole (`HTTPClient` is `HTTP client`).
public struct Name: Hashable, Sendable, CustomStringConvertible {
  /// Exactly what the user wrote.
  public let original: String
  /// The words, as written (case kept).
  public let words: [String]

  /// Splits `text` into words. Returns `nil` when it holds no word at all.
  /// The caller has already checked that only ASCII letters, digits, `-` and `_` occur.
  public init?(_ text: String) {
    let words = Self.asciiWords(of: text) ?? Self.words(byCharacter: text)
    guard !words.isEmpty else { return nil }
    self.original = text
    self.words = words
  }

  /// `text`'s words by its bytes, by the rules of `words(byCharacter:)`, when it is ASCII (a
  /// letter is then one byte, and its case a range): `nil` otherwise. A record's module is
  /// named again each time it is rebuilt, and each `Character`'s case looked up Unicode's tables.
  package static func asciiWords(of text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      func isUpper(_ byte: UInt8?) -> Bool { byte.map { (0x41...0x5A).contains($0) } ?? false }
      func isLower(_ byte: UInt8?) -> Bool { byte.map { (0x61...0x7A).contains($0) } ?? false }
      func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
      func word(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      var words: [String] = []
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
          if start < index { words.append(word(start..<index)) }
          start = index + 1
          continue
        }
        guard isUpper(byte), start < index else { continue }
        let last = bytes[index - 1]
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        let afterNext = index + 2 < bytes.count ? bytes[index + 2] : nil
        let isPluralAcronym = next == UInt8(ascii: "s") && !isLower(afterNext)
        if isLower(last) || isDigit(last) || (isUpper(last) && isLower(next) && !isPluralAcronym) {
          words.append(word(start..<index))
          start = index
        }
      }
      if start < bytes.count { words.append(word(start..<bytes.count)) }
      return words
    }
  }

  /// `text`'s words, by `Character`: what `init` splits any text that is not ASCII by.
  package static func words(byCharacter text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "-" || character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let afterNext = index + 2 < characters.count ? characters[index + 2] : nil
        // A plural acronym (`URLs`) keeps its `s`.
        let isPluralAcronym = next == "s" && afterNext?.isLowercase != true
        // A capital starts a word after a lower-case letter or digit (`userProfile`), and
        // ends an acronym when a lower-case letter follows it (`HTTPClient`).
        let startsWord =
          last.isLowercase || last.isNumber
          || (last.isUppercase && next?.isLowercase == true && !isPluralAcronym)
        if startsWord {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A name from words known to be valid, for names the tool makes itself.
  package init(words: [String]) {
    self.original = words.joined(separator: "-")
    self.words = words
  }

  /// `UserProfile`: for types.
  public var pascal: String { words.map(Self.capitalized).joined() }

  /// `userProfile`: for properties, methods and enum cases. A leading acronym is lowered whole
  /// (`HTTPClient` gives `httpClient`, `URLs` gives `urls`).
  public var camel: String {
    guard let first = words.first else { return "" }
    let leadingCapitals = first.prefix { $0.isUppercase }.count
    let head =
      leadingCapitals >= 2
      ? first.prefix(leadingCapitals).lowercased() + String(first.dropFirst(leadingCapitals))
      : Self.lowercasedFirst(first)
    return head + words.dropFirst().map(Self.capitalized).joined()
  }

  /// `user_profile`.
  public var snake: String { words.map { $0.lowercased() }.joined(separator: "_") }

  /// `user profile`: for sentences in generated comments and messages.
  public var sentence: String {
    words.map { $0 == $0.uppercased() && $0.count > 1 ? $0 : $0.lowercased() }.joined(separator: " ")
  }

  /// `User profile`: the sentence as a title or a button's text starts.
  public var heading: String { Self.capitalized(sentence) }

  public var description: String { original }

  // `String + String`, not `String + Substring`: the generic `+` asks the runtime for a
  // conformance on every run's first name (a scan of every loaded library's, some 60 µs).
  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + String(word.dropFirst())
  }

  private static func lowercasedFirst(_ word: String) -> String {
    word.prefix(1).lowercased() + String(word.dropFirst())
  }
}
