import ScaffoldBase

/// Finds the Mustache tags of a template with their line and column, for the checks that run
/// before rendering. It understands the subset Scaffold templates use; the rest is reported.
struct MustacheTag: Equatable {
  enum Kind: Equatable {
    case variable, unescapedVariable, section, invertedSection, close, partial, comment, pragma
    /// Set-delimiter, inheritance and dynamic partial tags: valid Mustache, not supported here.
    case unsupported(String)
  }

  var kind: Kind
  var name: String
  var line: Int
  var column: Int
}

enum MustacheTagScanner {
  package struct Failure: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  static func scan(_ text: String) -> Result<[MustacheTag], Failure> {
    let characters = Array(text)
    var tags: [MustacheTag] = []
    var index = 0
    var line = 1
    var column = 1
    func advance(to target: Int) {
      while index < target {
        if characters[index] == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        index += 1
      }
    }
    while index < characters.count {
      guard let open = find(["{", "{"], in: characters, from: index) else { break }
      advance(to: open)
      let (tagLine, tagColumn) = (line, column)
      let isTriple = open + 2 < characters.count && characters[open + 2] == "{"
      let closing: [Character] = isTriple ? ["}", "}", "}"] : ["}", "}"]
      let bodyStart = open + (isTriple ? 3 : 2)
      guard let close = find(closing, in: characters, from: bodyStart) else {
        return .failure(
          Failure(message: "tag is never closed with '\(String(closing))'", line: tagLine, column: tagColumn))
      }
      let body = String(characters[bodyStart..<close])
      tags.append(tag(body: body, isTriple: isTriple, line: tagLine, column: tagColumn))
      advance(to: close + closing.count)
    }
    return .success(tags)
  }

  private static func tag(body: String, isTriple: Bool, line: Int, column: Int) -> MustacheTag {
    let trimmed = trimmedWhitespace(body)
    if isTriple { return MustacheTag(kind: .unescapedVariable, name: trimmed, line: line, column: column) }
    guard let sigil = trimmed.first else { return MustacheTag(kind: .variable, name: "", line: line, column: column) }
    let rest = trimmedWhitespace(trimmed.dropFirst())
    let kind: MustacheTag.Kind
    switch sigil {
    case "#": kind = .section
    case "^": kind = .invertedSection
    case "/": kind = .close
    case ">": kind = rest.hasPrefix("*") ? .unsupported("dynamic partial") : .partial
    case "!": kind = .comment
    case "&": kind = .unescapedVariable
    case "%": kind = .pragma
    case "=": kind = .unsupported("set delimiter")
    case "$", "<": kind = .unsupported("template inheritance")
    default: return MustacheTag(kind: .variable, name: trimmed, line: line, column: column)
    }
    return MustacheTag(kind: kind, name: rest, line: line, column: column)
  }

  private static func find(_ pattern: [Character], in characters: [Character], from start: Int) -> Int? {
    guard characters.count >= pattern.count, start <= characters.count - pattern.count else { return nil }
    for index in start...(characters.count - pattern.count)
    where characters[index..<index + pattern.count].elementsEqual(pattern) {
      return index
    }
    return nil
  }
}

/// Trims spaces, tabs and newlines (a tag may span lines) without importing Foundation.
private func trimmedWhitespace(_ text: some StringProtocol) -> String {
  let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
  var slice = Substring(text)
  while let first = slice.first, isSpace(first) { slice.removeFirst() }
  while let last = slice.last, isSpace(last) { slice.removeLast() }
  return String(slice)
}
