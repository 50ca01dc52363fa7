/// The quoted names of the hostile-name corpus: `"Log\u{1B}in"`, `"a" * 100`. Escapes keep
/// every invisible character visible in the file and in reviews: `\\`, `\"`, `\t`, `\n`, `\r`
/// and `\u{hex}`.
enum NameLiteral {
  static func parse(_ text: String, line: Int) throws -> String {
    var rest = Substring(text)
    guard rest.first == "\"" else {
      throw HostileNameCorpus.FormatError(line: line, problem: "the name must be quoted")
    }
    rest = rest.dropFirst()
    var name = ""
    while true {
      guard let character = rest.first else {
        throw HostileNameCorpus.FormatError(line: line, problem: "the name has no closing quote")
      }
      rest = rest.dropFirst()
      if character == "\"" { break }
      guard character == "\\" else {
        name.append(character)
        continue
      }
      name += try escape(&rest, line: line)
    }
    let repetition = rest.trimmingCharacters(in: [" "])
    if repetition.isEmpty { return name }
    guard repetition.hasPrefix("*"), let count = Int(repetition.dropFirst().trimmingCharacters(in: [" "])) else {
      throw HostileNameCorpus.FormatError(line: line, problem: "after the name, only '* count' may follow")
    }
    return String(repeating: name, count: count)
  }

  private static func escape(_ rest: inout Substring, line: Int) throws -> String {
    guard let code = rest.first else { throw HostileNameCorpus.FormatError(line: line, problem: "a lone backslash") }
    rest = rest.dropFirst()
    switch code {
    case "\\": return "\\"
    case "\"": return "\""
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "u":
      guard rest.first == "{", let end = rest.firstIndex(of: "}"),
        let value = UInt32(rest[rest.index(after: rest.startIndex)..<end], radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw HostileNameCorpus.FormatError(line: line, problem: "write a code point as \\u{hex}") }
      rest = rest[rest.index(after: end)...]
      return String(Character(scalar))
    default:
      throw HostileNameCorpus.FormatError(line: line, problem: "unknown escape '\\\(code)'")
    }
  }
}
