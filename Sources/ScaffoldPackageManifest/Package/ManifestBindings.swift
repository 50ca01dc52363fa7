/// The top-level `let` and `var` declarations of a manifest, and what their names stand for
/// where that is certain: manifests often keep names, dependency lists and whole target arrays
/// in constants, joined with `+`, and an edit has to follow them to the array literal it changes.
struct ManifestBindings {
  let source: ManifestSource
  /// Each declared name mapped to the token indices of its initial value.
  private let values: [String: Range<Int>]

  init(_ source: ManifestSource) {
    self.source = source
    var values: [String: Range<Int>] = [:]
    let tokens = source.tokens
    var index = 0
    while index < tokens.count {
      // Only declarations outside every bracket: a closure's or a function's locals are not
      // top-level names, and a loop variable has no value to follow.
      if tokens[index].isOpener, let close = source.partner[index] {
        index = close + 1
        continue
      }
      if tokens[index].kind == .word, tokens[index].text == "let" || tokens[index].text == "var",
        index + 1 < tokens.count, tokens[index + 1].kind == .word,
        let equals = Self.assignment(after: index + 1, in: source)
      {
        let value = source.expression(from: equals + 1)
        if !value.isEmpty { values[tokens[index + 1].text] = value }
        index = max(value.upperBound, index + 1)
        continue
      }
      index += 1
    }
    self.values = values
  }

  /// The `=` after a declared name and its optional type annotation (`: [Target]`).
  private static func assignment(after name: Int, in source: ManifestSource) -> Int? {
    var index = name + 1
    while index < source.tokens.count {
      let token = source.tokens[index]
      if token.kind == .symbol, token.text == "=" { return index }
      if token.isOpener, let close = source.partner[index] {
        index = close + 1
        continue
      }
      // A type annotation holds only words, dots, `:`, `?` and brackets.
      guard token.kind == .word || [":", ".", "?", "<", ">", ","].contains(token.text) else { return nil }
      if token.kind == .word, token.text == "let" || token.text == "var" { return nil }
      index += 1
    }
    return nil
  }

  /// The value's tokens when `range` is one bare identifier declared at the top level.
  func value(of range: Range<Int>) -> Range<Int>? {
    guard range.count == 1, source.tokens[range.lowerBound].kind == .word else { return nil }
    return values[source.tokens[range.lowerBound].text]
  }

  /// The string `range` stands for: a plain literal, a name declared as one, or a literal whose
  /// interpolations are such names (`"\(name)Tests"`).
  func string(in range: Range<Int>, depth: Int = 0) -> String? {
    if let literal = source.literal(in: range) { return literal }
    if let value = value(of: range), depth < 16 { return string(in: value, depth: depth + 1) }
    guard range.count == 1, source.tokens[range.lowerBound].kind == .string else { return nil }
    return interpolated(source.tokens[range.lowerBound].range, depth: depth)
  }

  /// A one-line `"…"` literal whose only escapes are `\(name)` of string constants.
  private func interpolated(_ span: Range<Int>, depth: Int) -> String? {
    let text = String(decoding: source.bytes[span], as: UTF8.self)
    guard text.count >= 2, text.hasPrefix("\""), !text.hasPrefix("\"\"\""), !text.contains("\n") else { return nil }
    var rest = text.dropFirst().dropLast()
    var result = ""
    while let escape = rest.firstIndex(of: "\\") {
      result += rest[..<escape]
      let afterEscape = rest[rest.index(after: escape)...]
      guard afterEscape.first == "(", let close = afterEscape.firstIndex(of: ")") else { return nil }
      let name = afterEscape[afterEscape.index(after: afterEscape.startIndex)..<close]
      guard let value = values[String(name)], depth < 16, let resolved = string(in: value, depth: depth + 1)
      else { return nil }
      result += resolved
      rest = afterEscape[afterEscape.index(after: close)...]
    }
    return result + rest
  }

  /// The array literals of the `+` operands of `range` that are one, or names declared as one
  /// (followed in turn); operands built by code (`names.map { … }`) are passed over.
  func followedArrayLiterals(in range: Range<Int>, depth: Int = 0) -> [Int] {
    guard depth < 16, !range.isEmpty else { return [] }
    return source.operands(joinedByPlusIn: range).flatMap { operand -> [Int] in
      if let open = source.arrayLiteral(in: operand) { return [open] }
      return value(of: operand).map { followedArrayLiterals(in: $0, depth: depth + 1) } ?? []
    }
  }

  /// The array literal (its `[` token index) that new elements of `range` go into: `range`'s
  /// last `+` operand when that is an array literal or a name declared as one.
  func lastArrayLiteral(in range: Range<Int>, depth: Int = 0) -> Int? {
    guard depth < 16, let last = source.operands(joinedByPlusIn: range).last, !last.isEmpty else { return nil }
    if let open = source.arrayLiteral(in: last) { return open }
    return value(of: last).flatMap { lastArrayLiteral(in: $0, depth: depth + 1) }
  }

  /// The array literals (their `[` token indices, in order) that `range` is made of: one array
  /// literal, a name declared as such, or several of these joined with `+`. `nil` when any part
  /// is something else (a call, a `map`, a name with no value here), which no edit can follow.
  func arrayLiterals(in range: Range<Int>, depth: Int = 0) -> [Int]? {
    guard depth < 16, !range.isEmpty else { return nil }
    var result: [Int] = []
    for operand in source.operands(joinedByPlusIn: range) {
      if let open = source.arrayLiteral(in: operand) {
        result.append(open)
      } else if let value = value(of: operand), let inner = arrayLiterals(in: value, depth: depth + 1) {
        result += inner
      } else {
        return nil
      }
    }
    return result
  }
}

extension ManifestSource {
  /// The tokens of the expression that starts at `start`: operands and what joins them (`+`,
  /// `.member`, calls, subscripts, trailing closures), up to the first token that continues none.
  func expression(from start: Int) -> Range<Int> {
    var index = start
    var expectsOperand = true
    while index < tokens.count {
      let token = tokens[index]
      if token.isCloser { break }
      if token.isOpener, let close = partner[index] {
        // A bracket after an operand calls or subscripts it, or is its trailing closure.
        index = close + 1
        expectsOperand = false
        continue
      }
      if token.kind == .symbol, token.text == "." || token.text == "+" {
        expectsOperand = true
        index += 1
        continue
      }
      guard expectsOperand, token.kind == .word || token.kind == .string else { break }
      expectsOperand = false
      index += 1
    }
    return start..<index
  }

  /// `range` split at each `+` outside brackets.
  func operands(joinedByPlusIn range: Range<Int>) -> [Range<Int>] {
    var operands: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if tokens[index].isOpener, let close = partner[index] {
        index = close + 1
        continue
      }
      if tokens[index].kind == .symbol, tokens[index].text == "+" {
        operands.append(start..<index)
        start = index + 1
      }
      index += 1
    }
    operands.append(start..<range.upperBound)
    return operands
  }
}
