/// Laid-out Swift indented with tabs, as Xcode writes it when a project's group sets `usesTabs`:
/// each full level of leading spaces becomes a tab and what is left (an alignment) stays spaces
/// after the tabs. The layout runs first with a level as wide as a tab, so lines are broken as
/// Xcode counts their columns.
///
/// The text lines of a multi-line string literal, and its closing delimiter, keep their spaces:
/// their leading whitespace is part of the string, and Swift strips the closing delimiter's
/// indentation from each line only when the two are written with the same characters.
enum TabIndentation {
  static func converted(_ text: String, tabWidth: Int) -> String {
    var state = LexState.code
    var lines: [String] = []
    var scanner = LineScanner.summarizing()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let starts = state
      state = scanner.summarize(line, from: state).endState
      if case .multilineString = starts {
        lines.append(line)
        continue
      }
      let spaces = SwiftLayout.leadingSpaces(line)
      let tabs = String(repeating: "\t", count: spaces / tabWidth)
      lines.append(tabs + String(repeating: " ", count: spaces % tabWidth) + line.dropFirst(spaces))
    }
    return lines.joined(separator: "\n")
  }
}
