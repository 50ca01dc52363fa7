import Yams

extension ContextValue {
  /// Reads JSON (or YAML) made of strings, booleans, integers, lists and objects: what
  /// `jsonText` writes. Read with Yams rather than Foundation's JSONSerialization, which
  /// hands booleans back as numbers on some platforms.
  public init(jsonText text: String) throws {
    if let value = ContextJSONReader.value(of: text) {
      self = value
    } else {
      self = try Self.composed(text)
    }
  }

  /// `text` read by Yams: YAML, JSON the byte reader leaves to it, and every error.
  static func composed(_ text: String) throws -> ContextValue {
    guard let node = try YAMLComposer.compose(text, resolver: .basic) else { throw ContextReadingError.empty }
    return try converting(node)
  }

  private static func converting(_ node: Node) throws -> ContextValue {
    switch node {
    case .scalar(let scalar):
      // Only unquoted scalars are booleans or numbers; `"true"` stays a string.
      guard scalar.style == .plain else { return .string(scalar.string) }
      switch scalar.string {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null", "~", "": throw ContextReadingError.unsupported("null")
      default: return Int(scalar.string).map(ContextValue.int) ?? .string(scalar.string)
      }
    case .sequence(let sequence):
      return .list(try sequence.map(converting))
    case .mapping(let mapping):
      var members: [String: ContextValue] = [:]
      for (key, value) in mapping {
        guard let name = key.string else { throw ContextReadingError.unsupported("a non-string key") }
        members[name] = try converting(value)
      }
      return .object(members)
    case .alias:
      throw ContextReadingError.unsupported("an alias")
    }
  }
}

/// Text that is not a `ContextValue`.
enum ContextReadingError: Error {
  case empty
  case unsupported(String)
}
