/// A scanned manifest: its bytes, its tokens and which bracket closes which. Read-only; the
/// edits are byte ranges computed from it.

struct ManifestSource {
  /// One element of a comma-separated list between brackets.
  struct ListItem: Equatable {
    /// Token indices of the element, never empty.
    var tokens: Range<Int>
    /// The token index of the comma after it; `nil` for a last element with no trailing comma.
    var comma: Int?
  }

  /// A call `.name(…)`, `Type.name(…)` or `name(…)`, and nothing after its closing parenthesis.
  struct Call: Equatable {
    var name: String
    /// The token index of its `(`.
    var open: Int
    var arguments: [Argument]
  }

  struct Argument: Equatable {
    var label: String?
    var value: Range<Int>
  }

  let bytes: [UInt8]
  let tokens: [ManifestToken]
  /// Each bracket's token index mapped to its partner's, both ways.
  let partner: [Int: Int]
  /// `enclosingOpener(of:)` of every token index, worked out in one pass: walking back to the
  /// bracket was once per target and dependency, over all their earlier siblings (quadratic in
  /// a manifest of hundreds of targets, read on every `update`).
  private let enclosing: [Int?]

  init(bytes: [UInt8], tokens: [ManifestToken], partner: [Int: Int]) {
    self.bytes = bytes
    self.tokens = tokens
    self.partner = partner
    enclosing = Self.enclosingOpeners(tokens: tokens, partner: partner)
  }

  /// What walking back from each token finds first: the token before it when that opens a
  /// bracket; past a closed group, what walking back from its opener finds; else what walking
  /// back from the token before it finds.
  private static func enclosingOpeners(tokens: [ManifestToken], partner: [Int: Int]) -> [Int?] {
    var enclosing = [Int?](repeating: nil, count: tokens.count)
    for index in tokens.indices.dropFirst() {
      let before = index - 1
      if tokens[before].isCloser, let open = partner[before] {
        enclosing[index] = open < before ? enclosing[open] : scannedOpener(of: index, tokens: tokens, partner: partner)
      } else if tokens[before].isOpener {
        enclosing[index] = before
      } else {
        enclosing[index] = enclosing[before]
      }
    }
    return enclosing
  }

  /// The walk itself, for a closer whose partner is not before it (a malformed manifest).
  static func scannedOpener(of index: Int, tokens: [ManifestToken], partner: [Int: Int]) -> Int? {
    var current = index - 1
    while current >= 0 {
      if tokens[current].isCloser, let open = partner[current] {
        current = open - 1
      } else if tokens[current].isOpener {
        return current
      } else {
        current -= 1
      }
    }
    return nil
  }

  /// The elements between the bracket at token index `open` and its partner.
  func items(inside open: Int) -> [ListItem] {
    guard let close = partner[open], close > open else { return [] }
    var items: [ListItem] = []
    var start = open + 1
    var index = open + 1
    while index < close {
      if tokens[index].isOpener, let end = partner[index] {
        index = end + 1
        continue
      }
      if tokens[index].kind == .symbol, tokens[index].text == "," {
        if index > start { items.append(ListItem(tokens: start..<index, comma: index)) }
        start = index + 1
      }
      index += 1
    }
    if close > start { items.append(ListItem(tokens: start..<close, comma: nil)) }
    return items
  }

  /// The call that makes up all of `range`, if it is one.
  func call(in range: Range<Int>) -> Call? {
    guard let last = range.last, tokens[last].kind == .symbol, tokens[last].text == ")",
      let open = partner[last], open - 1 >= range.lowerBound, tokens[open - 1].kind == .word
    else { return nil }
    // Before the called name, only a member path is allowed: `.`, `Target.`, `Target.Dependency.`.
    let path = tokens[range.lowerBound..<open - 1]
    let isMemberPath = path.enumerated().allSatisfy { offset, token in
      let expectsDot = (path.count - offset) % 2 == 1
      return expectsDot ? token.text == "." && token.kind == .symbol : token.kind == .word
    }
    guard isMemberPath else { return nil }
    return Call(name: tokens[open - 1].text, open: open, arguments: arguments(inside: open))
  }

  /// The arguments between the `(` at token index `open` and its `)`, with their labels.
  func arguments(inside open: Int) -> [Argument] {
    items(inside: open).map { item in
      let first = item.tokens.lowerBound
      if item.tokens.count > 2, tokens[first].kind == .word, tokens[first + 1].text == ":" {
        return Argument(label: tokens[first].text, value: first + 2..<item.tokens.upperBound)
      }
      return Argument(label: nil, value: item.tokens)
    }
  }

  /// The token index of the innermost bracket that encloses the token at `index`.
  func enclosingOpener(of index: Int) -> Int? {
    enclosing.indices.contains(index)
      ? enclosing[index] : Self.scannedOpener(of: index, tokens: tokens, partner: partner)
  }

  /// The value of a plain string literal that makes up all of `range`.
  func literal(in range: Range<Int>) -> String? {
    guard range.count == 1, tokens[range.lowerBound].kind == .string else { return nil }
    return tokens[range.lowerBound].literalValue
  }

  /// The token index of the `[` when `range` is exactly one array literal.
  func arrayLiteral(in range: Range<Int>) -> Int? {
    guard let first = range.first, let last = range.last, tokens[first].text == "[",
      tokens[first].kind == .symbol, partner[first] == last
    else { return nil }
    return first
  }

  /// The UTF-8 offsets from the first token of `range` to the end of its last.
  func span(of range: Range<Int>) -> Range<Int> {
    tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
  }

  func error(_ reason: ManifestEditError.Reason, atToken index: Int) -> ManifestEditError {
    ManifestEditError(reason, at: tokens[index].range.lowerBound, in: bytes)
  }
}

extension [ManifestSource.Argument] {
  func labelled(_ label: String) -> ManifestSource.Argument? {
    first { $0.label == label }
  }
}
