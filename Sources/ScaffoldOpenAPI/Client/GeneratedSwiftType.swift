/// The type text the generator writes (`Components.Schemas.Pet?`, `[Swift.String]`,
/// `OpenAPIRuntime.MultipartPart<…>`), read only as far as the index needs: optional or not,
/// an array's element, and its parts at the top level.
public enum GeneratedSwiftType {
  /// `Pet?` is optional.
  public static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") }

  /// `type` without its one trailing `?`.
  public static func unwrapped(_ type: String) -> String { isOptional(type) ? String(type.dropLast()) : type }

  /// The element of an array type (`[Pet]` → `Pet`); `nil` for a dictionary or anything else.
  public static func element(_ type: String) -> String? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    let inside = type.dropFirst().dropLast()
    guard topLevelParts(inside, separator: ":").count == 1 else { return nil }
    return inside.trimmingSpaces
  }

  /// The value of a dictionary type (`[String: Swift.Int32]` → `Swift.Int32`).
  public static func dictionaryValue(_ type: String) -> String? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    let parts = topLevelParts(type.dropFirst().dropLast(), separator: ":")
    return parts.count == 2 ? parts[1].trimmingSpaces : nil
  }

  /// `text` split at `separator` outside brackets, parentheses and angle brackets.
  static func topLevelParts(_ text: Substring, separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case separator where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    parts.append(text[start...])
    return parts
  }

  /// Whether `text` can begin a type: a name, an array or dictionary, or a tuple.
  static func isTypeStart(_ text: String) -> Bool {
    guard let first = text.first else { return false }
    return first.isLetter || first == "_" || first == "[" || first == "("
  }
}

/// The literals the generator writes after `=`: `"text"`, a raw string `#"te"xt"#` (which it
/// writes for text with a quote or backslash) and integers.
enum GeneratedSwiftLiteral {
  static func value(of literal: String) -> String? {
    if let number = Int(literal) { return String(number) }
    let hashes = literal.prefix(while: { $0 == "#" }).count
    let open = String(repeating: "#", count: hashes) + "\""
    let close = "\"" + String(repeating: "#", count: hashes)
    guard literal.count >= open.count + close.count, literal.hasPrefix(open), literal.hasSuffix(close) else {
      return nil
    }
    let content = literal.dropFirst(open.count).dropLast(close.count)
    // A plain literal holds no quote or backslash (the generator writes a raw one then), so any
    // here would be an escape this reader does not decode.
    if hashes == 0, content.contains("\"") || content.contains("\\") { return nil }
    if hashes > 0, content.contains(close) { return nil }
    return String(content)
  }
}
