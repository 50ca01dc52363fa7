/// The template context: a tree of strings, flags, numbers, lists and objects.
///
/// A closed type (rather than `Any`) so the context can be compared in tests, printed as JSON by
/// `scaffold context`, and walked by the template checker to prove every name a template uses.
public indirect enum ContextValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case int(Int)
  case list([ContextValue])
  case object([String: ContextValue])

  /// The value's member `key`, when it is an object that has one.
  public subscript(key: String) -> ContextValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The value at a dotted path such as `testing.xctest`.
  public func value(at path: String) -> ContextValue? {
    ByteSplit.pieces(of: path, at: ".").reduce(Optional(self)) { value, key in value?[String(key)] }
  }

  /// The shape Mustache renders: dictionaries, arrays, strings, booleans and numbers.
  package var mustacheValue: Any {
    switch self {
    case .string(let value): return value
    case .bool(let value): return value
    case .int(let value): return value
    case .list(let values): return values.map(\.mustacheValue)
    case .object(let members): return members.mapValues(\.mustacheValue)
    }
  }

  /// Object members merged key by key (lists element-wise into one element), giving a value that
  /// has every key any element has. Used as the schema a template is checked against.
  package func merged(with other: ContextValue) -> ContextValue {
    switch (self, other) {
    case (.object(let left), .object(let right)):
      return .object(left.merging(right) { $0.merged(with: $1) })
    case (.list(let left), .list(let right)):
      let all = left + right
      guard let first = all.first else { return .list([]) }
      return .list([all.dropFirst().reduce(first) { $0.merged(with: $1) }])
    default:
      return self
    }
  }
}

extension ContextValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(arrayLiteral elements: ContextValue...) { self = .list(elements) }
  public init(dictionaryLiteral elements: (String, ContextValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
