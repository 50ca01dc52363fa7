/// An open `{% if %}`, `{% unless %}` or `{% for %}` block.
struct LiquidSection {
  var tag: String
  /// The Mustache name tested, `nil` when the condition itself was refused, and for a loop.
  var name: String?
  var inverted: Bool
  var token: LiquidToken
  /// The loop a `{% for %}` opened.
  var loop: LiquidLoops.Loop?
}

/// The text built so far, the open sections, and the blank to drop after a removed date.
struct LiquidOutput {
  var result: LiquidConversion
  var sections: [LiquidSection] = []
  var dropsLeadingSpace = false

  mutating func appendText(_ text: String) {
    var text = Substring(text)
    if dropsLeadingSpace {
      dropsLeadingSpace = false
      if text.hasPrefix(" ") {
        text = text.dropFirst()
      } else if text.first?.isLineBreak == true {
        // The date ended the line: leave no blanks at its end.
        while result.text.hasSuffix(" ") || result.text.hasSuffix("\t") { result.text.removeLast() }
      }
    }
    result.text += text
  }

  /// Removes a date tag: "Created by X on {{ date }}." becomes "Created by X.", and
  /// "© {{ year }} Company" becomes "© Company".
  mutating func dropDate(nextText: String?) {
    if result.text.hasSuffix(" on ") {
      result.text.removeLast(4)
    } else if result.text.hasSuffix(" ") || result.text.hasSuffix("\t") {
      dropsLeadingSpace = true
    }
    if nextText?.first?.isLineBreak == true || nextText == nil { dropsLeadingSpace = true }
  }
}
