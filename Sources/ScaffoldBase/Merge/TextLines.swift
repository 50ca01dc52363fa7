/// A text as lines that keep their terminators (`"a\r\n"`, `"b\n"`, and a last `"c"` when the
/// text has no final newline), so that joining them gives the text back byte for byte and a
/// change of line ending or of the final newline is a change of that line.
struct TextLines: Equatable {
  var lines: [String]

  init(_ text: String) {
    var lines: [String] = []
    var current = ""
    // Characters, not bytes: "\r\n" is one Character in Swift, so it is never split.
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    self.lines = lines
  }

  var text: String { lines.joined() }

  /// The line ending most lines use, for lines the tool adds (conflict markers): CRLF only when
  /// it is the majority.
  var lineEnding: String {
    let crlf = lines.count { $0.hasSuffix("\r\n") }
    return crlf * 2 > lines.count ? "\r\n" : "\n"
  }
}
