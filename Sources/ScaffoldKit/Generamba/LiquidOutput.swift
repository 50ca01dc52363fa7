/// An open `{% if %}` or `{% unless %}` block.
struct LiquidSection {
  var tag: String
  /// The Mustache name tested, `nil` when the condition itself was refused.
  var name: String?
  var inverted: Bool
  var token: LiquidToken
}

/// The text built so far, the open sections, and the blank to drop after a removed date.
struct LiquidOutput {
  var result: LiquidConversion
  var sections: [LiquidSection] = []
  var dropsLeadingSpace = false
  var dropsLeadingNewline = false

  mutating func appendText(_ text: String) {
    var text = Substring(text)
    if dropsLeadingNewline {
      dropsLeadingNewline = false
      let blanks = text.prefix { $0 == " " || $0 == "\t" || $0 == "\r" }
      if text.dropFirst(blanks.count).hasPrefix("\n") { text = text.dropFirst(blanks.count + 1) }
    }
    if dropsLeadingSpace {
      dropsLeadingSpace = false
      if text.hasPrefix(" ") {
        text = text.dropFirst()
      } else if text.hasPrefix("\n") {
        // The date ended the line: leave no blanks at its end.
        while result.text.hasSuffix(" ") || result.text.hasSuffix("\t") { result.text.removeLast() }
      }
    }
    result.text += text
  }

  /// Removes the indentation before a removed tag and the line break after it.
  mutating func dropLine() {
    while result.text.hasSuffix(" ") || result.text.hasSuffix("\t") { result.text.removeLast() }
    dropsLeadingNewline = true
  }

  /// Removes a date tag: "Created by X on {{ date }}." becomes "Created by X.", and
  /// "© {{ year }} Company" becomes "© Company".
  mutating func dropDate(nextText: String?) {
    if result.text.hasSuffix(" on ") {
      result.text.removeLast(4)
    } else if result.text.hasSuffix(" ") || result.text.hasSuffix("\t") {
      dropsLeadingSpace = true
    }
    if nextText?.hasPrefix("\n") == true || nextText == nil { dropsLeadingSpace = true }
  }

  /// `{% else %}` closes the section and opens its opposite; on a line of its own each tag
  /// gets its own line, so Mustache removes both lines as it removes the else line's.
  mutating func emitElse(name: String, inverted: Bool, standalone: Bool) {
    let indent = String(result.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    result.text += "{{/\(name)}}" + (standalone ? "\n" + indent : "") + "{{\(inverted ? "#" : "^")\(name)}}"
  }
}
