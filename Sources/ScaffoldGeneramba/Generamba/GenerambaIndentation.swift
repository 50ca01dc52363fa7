/// The indentation an imported template's files are written with. Those files reach the disk as
/// written (`layout: asWritten`), so the package manifest the import adds is written with it too,
/// and the module reads as one style.
enum GenerambaIndentation {
  /// A tab when most indented lines start with one; else the fewest spaces that start an
  /// indented line (two, four…); four, Xcode's default, when no line is indented.
  static func unit(of texts: [String]) -> String {
    var tabs = 0
    var spaced = 0
    var fewestSpaces = Int.max
    for text in texts {
      for line in text.split(separator: "\n") {
        let blanks = line.prefix { $0 == " " || $0 == "\t" }
        // A blank line's whitespace says nothing about how code is indented.
        guard !blanks.isEmpty, blanks.count < line.count else { continue }
        if blanks.first == "\t" {
          tabs += 1
        } else {
          spaced += 1
          fewestSpaces = min(fewestSpaces, blanks.prefix { $0 == " " }.count)
        }
      }
    }
    if tabs > spaced { return "\t" }
    return String(repeating: " ", count: spaced == 0 ? 4 : fewestSpaces)
  }

  /// `text`, written at two spaces a level as the built-ins are, at `unit` a level.
  static func reindented(_ text: String, unit: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
      let spaces = line.prefix { $0 == " " }.count
      return String(repeating: unit, count: spaces / 2) + String(repeating: " ", count: spaces % 2)
        + line.dropFirst(spaces)
    }
    return lines.joined(separator: "\n")
  }
}
