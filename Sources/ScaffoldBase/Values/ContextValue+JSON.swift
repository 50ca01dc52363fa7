extension ContextValue {
  /// Pretty JSON with sorted keys: stable bytes, so contexts can be diffed and recorded.
  public func jsonText(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .string(let value): return Self.quoted(value)
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .list(let values):
      guard !values.isEmpty else { return "[]" }
      return "[\n" + values.map { inner + $0.jsonText(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.keys.sorted().map { key in
        "\(inner)\(Self.quoted(key)): \(members[key]?.jsonText(indent: inner) ?? "null")"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
