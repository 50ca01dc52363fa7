import ScaffoldBase

/// Checks `indentation:` and `lineLength:` (from `.scaffold.yml`, the command line or a record).
public enum CodeStyleRules {
  /// The style `indentation` and `lineLength` give, each problem in `collector`.
  package static func check(
    indentation: Located<String>?, lineLength: Located<String>?, tabWidth: Located<String>? = nil,
    into collector: inout DiagnosticCollector
  ) -> CodeStyle {
    var style = CodeStyle.default
    if let indentation {
      style.isIndentationChosen = true
      // A value without a position came from the command line: name the flag.
      let key = indentation.location == nil ? "--indentation" : "indentation"
      let allowed = CodeStyle.indentations.map(String.init).joined(separator: " or ")
      if let spaces = Int(indentation.value), CodeStyle.indentations.contains(spaces) {
        style.indentation = spaces
      } else if indentation.value.lowercased() == "tabs" {
        style.usesTabs = true
      } else {
        collector.error(
          "\(key) '\(indentation.value)' is neither a number of spaces scaffold offers nor 'tabs'",
          at: indentation.location, hint: "use \(allowed), or tabs")
      }
    }
    if let tabWidth {
      let range = CodeStyle.tabWidths
      if let columns = Int(tabWidth.value), range.contains(columns), style.usesTabs {
        style.indentation = columns
      } else {
        collector.error(
          "tabWidth '\(tabWidth.value)' needs 'indentation: tabs' and a number of columns from \(range.lowerBound) "
            + "to \(range.upperBound)", at: tabWidth.location, hint: "write indentation: tabs, and a tabWidth such as 4"
        )
      }
    }
    if let lineLength {
      style.isLineLengthChosen = true
      let key = lineLength.location == nil ? "--line-length" : "lineLength"
      let range = CodeStyle.lineLengths
      if let columns = Int(lineLength.value), range.contains(columns) {
        style.lineLength = columns
      } else {
        collector.error(
          "\(key) '\(lineLength.value)' is not a number of columns from \(range.lowerBound) to \(range.upperBound)",
          at: lineLength.location, hint: "use a number from \(range.lowerBound) to \(range.upperBound), such as 120")
      }
    }
    return style
  }

  /// Throws the problems of `indentation` and `lineLength` (`scaffold init`'s flags).
  public static func validate(indentation: Located<String>?, lineLength: Located<String>?) throws(ScaffoldError) {
    var collector = DiagnosticCollector()
    _ = check(indentation: indentation, lineLength: lineLength, into: &collector)
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
  }
}
