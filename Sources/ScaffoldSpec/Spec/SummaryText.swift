/// Summaries end up in `///` comments and Markdown table cells, where a line break would turn the
/// rest of the text into code or break the table. They are kept to one line.
enum SummaryText {
  /// `text` with every run of whitespace (line breaks included) folded into one space; `nil`
  /// when nothing is left.
  static func oneLine(_ text: String?) -> String? {
    guard let text else { return nil }
    let folded = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    return folded.isEmpty ? nil : folded
  }
}
