import Foundation

/// What to look at when YAML reports a syntax error: the parser notices a mistake where it can no
/// longer go on, often lines after it (an unclosed quote at the end of the file, a key without
/// its `:` on the next line). The hint names the line most likely at fault.
enum YAMLSyntaxHint {
  static func hint(text: String, line reported: Int, problem: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let upTo = min(reported, lines.count)
    guard upTo > 1 else { return "fix the YAML/JSON syntax at this position" }
    if let open = unclosed(in: lines.prefix(upTo)) {
      return "line \(open.line) opens \(open.what) that no later text closes: close it on that line"
    }
    // The last line with text before the one reported.
    guard let previous = (0..<(upTo - 1)).reversed().first(where: { !isBlank(lines[$0]) }) else {
      return "fix the YAML/JSON syntax at this position"
    }
    let text = lines[previous].trimmingCharacters(in: .whitespaces)
    let entry = text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
    if problem.contains("mapping values are not allowed"), !entry.contains(":"), !entry.isEmpty {
      return "line \(previous + 1) ('\(text)') has no ':' after its key: write it as 'key: value'"
    }
    return "YAML notices a mistake where it cannot go on: look at line \(previous + 1) ('\(text)') too"
  }

  private static func isBlank(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// The first line that leaves a double quote, a single quote or a bracket open for good.
  private static func unclosed(in lines: ArraySlice<String>) -> (line: Int, what: String)? {
    var quote: (Character, Int)?
    var brackets: [(Character, Int)] = []
    for (offset, line) in lines.enumerated() {
      var previous: Character = " "
      for character in line {
        if let (open, _) = quote {
          let escaped = open == "\"" && previous == "\\"
          if character == open, !escaped { quote = nil }
        } else if character == "#", previous == " " || previous == "\t" {
          break
        } else if character == "\"" || (character == "'" && (previous == " " || previous == ":" || previous == "[")) {
          quote = (character, offset + 1)
        } else if character == "[" || character == "{" {
          brackets.append((character, offset + 1))
        } else if character == "]" || character == "}", !brackets.isEmpty {
          brackets.removeLast()
        }
        previous = character
      }
    }
    if let (open, line) = quote { return (line, open == "\"" ? "a double quote" : "a single quote") }
    if let (open, line) = brackets.first { return (line, open == "[" ? "a '['" : "a '{'") }
    return nil
  }
}
