/// Text written into YAML files the tool produces (`.scaffold.yml`, imported templates' manifests).
package enum YAMLScalar {
  /// A YAML double-quoted scalar; control characters are escaped so the value stays on one line.
  package static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
