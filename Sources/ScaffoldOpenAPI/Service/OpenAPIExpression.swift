import Foundation

/// A Swift expression of the generated service, and whether it must be written after `try`.
struct OpenAPIExpression: Equatable {
  var text: String
  var throwing: Bool

  init(_ text: String, throwing: Bool = false) {
    self.text = text
    self.throwing = throwing
  }

  /// The expression where a value is expected: with `try` when it throws.
  var written: String { throwing ? "try \(text)" : text }
}

/// A type as the generator spells it, read into the shapes a conversion needs; the module
/// qualifiers (`Swift.`, `Foundation.`) are dropped so `Swift.Int64` reads as `Int64`.
indirect enum OpenAPIClientType: Equatable {
  case named(String)
  case optional(OpenAPIClientType)
  case array(OpenAPIClientType)
  case dictionary(OpenAPIClientType)

  init(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("?") {
      self = .optional(OpenAPIClientType(String(trimmed.dropLast())))
    } else if let value = GeneratedSwiftType.dictionaryValue(trimmed) {
      self = .dictionary(OpenAPIClientType(value))
    } else if let element = GeneratedSwiftType.element(trimmed) {
      self = .array(OpenAPIClientType(element))
    } else {
      var name = trimmed
      for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
      self = .named(name)
    }
  }

  var description: String {
    switch self {
    case .named(let name): return name
    case .optional(let wrapped): return "\(wrapped.description)?"
    case .array(let element): return "[\(element.description)]"
    case .dictionary(let value): return "[String: \(value.description)]"
    }
  }
}
