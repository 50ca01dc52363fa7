/// Help text as ArgumentParser wraps it best: each paragraph one line, which it wraps to the
/// terminal's width. Source lines are broken for the code's line length; kept as they are, each
/// would be wrapped again on its own, leaving a short fragment after every long line. Indented
/// lines (examples), headings (`Examples:`) and blank lines stay as written.
enum HelpText {
  static func reflowed(_ text: String) -> String {
    var lines: [String] = []
    var paragraph: [String] = []
    func endParagraph() {
      if !paragraph.isEmpty { lines.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.isEmpty || line.hasPrefix(" ") || line.hasSuffix(":") {
        endParagraph()
        lines.append(line)
      } else {
        // Prose after an example block gets a blank line, so it does not read as its wrap.
        if paragraph.isEmpty, let last = lines.last, last.hasPrefix(" ") { lines.append("") }
        paragraph.append(line)
      }
    }
    endParagraph()
    return lines.joined(separator: "\n")
  }
}
