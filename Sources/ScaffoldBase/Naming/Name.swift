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
    guard !words.isEmpty else { return nil }
    self.original = text
    self.words = words
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
      ? first.prefix(leadingCapitals).lowercased() + first.dropFirst(leadingCapitals)
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

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func lowercasedFirst(_ word: String) -> String {
    word.prefix(1).lowercased() + word.dropFirst()
  }
}
