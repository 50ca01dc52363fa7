/// A field type the spec may use: Swift type syntax over a fixed set of value types and the
/// spec's own entities. Kept as a tree so the generator can derive sample and empty values.
public indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
  case named(String)
  case optional(TypeExpression)
  case array(TypeExpression)
  case dictionary(key: TypeExpression, value: TypeExpression)

  /// Standard library and Foundation value types a field may use, besides entities.
  public static let builtInNames: [String] = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "String", "Character", "Decimal", "Date", "UUID", "URL", "Data",
  ]

  /// Canonical Swift spelling: `[String: Int]`, `CartItem?`.
  public var description: String {
    switch self {
    case .named(let name): return name
    case .optional(let wrapped): return "\(wrapped)?"
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    }
  }

  /// Every type name the expression mentions, outermost first.
  package var namedTypes: [String] {
    switch self {
    case .named(let name): return [name]
    case .optional(let wrapped), .array(let wrapped): return wrapped.namedTypes
    case .dictionary(let key, let value): return key.namedTypes + value.namedTypes
    }
  }

  /// Names whose values are stored inline (not behind an array or dictionary's buffer).
  /// A struct that stores itself inline has infinite size, so these edges make cycles illegal.
  package var inlineNamedTypes: [String] {
    switch self {
    case .named(let name): return [name]
    case .optional(let wrapped): return wrapped.inlineNamedTypes
    case .array, .dictionary: return []
    }
  }

  /// Whether any part of the type needs `import Foundation`.
  package var needsFoundation: Bool {
    namedTypes.contains { ["Decimal", "Date", "UUID", "URL", "Data"].contains($0) }
  }
}
