import ScaffoldBase

/// One token of a `Package.swift` manifest. Comments and whitespace are not tokens: the edits
/// work on tokens so that a `.target(name: "Login")` inside a comment or a string is never seen.
struct ManifestToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// An identifier, a keyword or a number (`1.0` is three tokens; nothing here needs numbers).
    case word
    /// A string literal of any form: `"…"`, `"""…"""`, `#"…"#`.
    case string
    /// A compiler directive or literal: `#if`, `#endif`, `#filePath`.
    case directive
    /// One punctuation or operator character: `(`, `]`, `,`, `:`, `.`, `+`.
    case symbol
  }

  var kind: Kind
  /// UTF-8 offsets in the manifest, so that edits keep every other byte as it was.
  var range: Range<Int>
  /// The token's text for words, directives and symbols; empty for strings.
  var text: String
  /// For a single-line string literal without escapes or interpolation, its contents: the only
  /// literals whose value is certain, hence the only ones a name is matched against.
  var literalValue: String?

  var isOpener: Bool { kind == .symbol && (text == "(" || text == "[" || text == "{") }
  var isCloser: Bool { kind == .symbol && (text == ")" || text == "]" || text == "}") }
}
