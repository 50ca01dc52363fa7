/// Mustache removes a line that holds nothing but one section, partial or comment tag (the tag's
/// indentation and its line break go with it); Liquid keeps both. A converted template must
/// print what Liquid prints, so such a tag gets an empty comment `{{!}}` after it: a line with
/// two tags is not standalone for Mustache, and the comment prints nothing.
enum MustacheLines {
  static func keepingEveryLine(_ text: String) -> String {
    // Split on the scalar, not the Character: `\r\n` is one Character, and a CRLF line must
    // end here too, its `\r` counted with the blanks below.
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { keeping(Substring($0)) }
      .joined(separator: "\n")
  }

  private static func keeping(_ line: Substring) -> Substring {
    let blanks: Set<Character> = [" ", "\t", "\r"]
    let start = line.firstIndex { !blanks.contains($0) } ?? line.endIndex
    guard let last = line.lastIndex(where: { !blanks.contains($0) }) else { return line }
    let tag = line[start...last]
    guard tag.hasPrefix("{{"), tag.hasSuffix("}}"), let sigil = tag.dropFirst(2).first, "#^/>!".contains(sigil),
      tag.dropFirst(2).firstIndex(of: "}") == tag.index(tag.endIndex, offsetBy: -2)
    else { return line }
    return line[..<line.index(after: last)] + "{{!}}" + line[line.index(after: last)...]
  }
}
