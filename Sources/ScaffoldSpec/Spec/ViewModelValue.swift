import ScaffoldBase

/// How a view-model value is shown as text (`format:` in the spec).
public enum DisplayFormat: String, Sendable, Equatable, CaseIterable {
  /// An amount in the injected currency and locale.
  case currency
  /// A number in the injected locale (grouping, decimal separator).
  case number
  /// A date and time in the injected locale and time zone.
  case date
  /// How many elements a list holds, as a number.
  case count
  /// Text as it is: a string, an identifier's `uuidString`, an address's `absoluteString`.
  case text

  static let integerNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  package static let floatingNames: Set<String> = ["Double", "Float"]

  /// Whether a leaf type (the element of any list or optional) can be shown this way.
  func acceptsLeaf(_ name: String) -> Bool {
    switch self {
    case .currency, .number:
      return name == "Decimal" || Self.integerNames.contains(name) || Self.floatingNames.contains(name)
    case .date: return name == "Date"
    case .text: return ["String", "Character", "UUID", "URL"].contains(name)
    case .count: return false
    }
  }

  /// Whether a value of this type can be shown this way.
  func accepts(_ type: TypeExpression) -> Bool {
    switch self {
    case .count:
      switch type.unwrappingOptional {
      case .array, .dictionary, .named("String"): return true
      default: return false
      }
    default:
      guard case .named(let name) = type.unwrappingOptional.elementOrSelf.unwrappingOptional else { return false }
      return acceptsLeaf(name)
    }
  }

  package var hint: String {
    switch self {
    case .currency, .number: return "'\(rawValue)' shows Decimal, Double, Float and integer values"
    case .date: return "'date' shows Date values"
    case .count: return "'count' shows how many elements a list, dictionary or string has"
    case .text: return "'text' shows String, Character, UUID and URL values"
    }
  }
}

/// A view-model value taken from the response: a path of fields (through entities, and across at
/// most one list, which it maps), and the format that turns it into text.
public struct ViewModelValue: Sendable, Equatable {
  public struct Step: Sendable, Equatable {
    public var name: String
    public var type: TypeExpression

    public init(name: String, type: TypeExpression) {
      self.name = name
      self.type = type
    }
  }

  public var steps: [Step]
  public var format: DisplayFormat?

  public init(steps: [Step], format: DisplayFormat? = nil) {
    self.steps = steps
    self.format = format
  }

  /// The index of the step whose list the rest of the path is mapped over; nil when no list is
  /// crossed before the last step.
  package var mappedListIndex: Int? {
    steps.dropLast().firstIndex { step in
      if case .array = step.type.unwrappingOptional { return true } else { return false }
    }
  }

  /// A step before the last (and before the mapped list) is optional, so the path is an optional chain.
  package var isOptionalChain: Bool {
    let end = mappedListIndex ?? (steps.count - 1)
    return steps.prefix(end).contains { $0.type.isOptional }
  }

  /// How many lists the path holds, counting the last step's own type.
  var listCount: Int {
    steps.filter { if case .array = $0.type.unwrappingOptional { true } else { false } }.count
  }

  /// The type the path reads, before any format: the last step's type, in a list when a list was
  /// crossed, optional when the chain is.
  package var sourceType: TypeExpression {
    guard let last = steps.last else { return .named("Void") }
    var type = last.type
    if let index = mappedListIndex {
      let suffixOptional = steps[(index + 1)..<(steps.count - 1)].contains { $0.type.isOptional }
      if suffixOptional, !type.isOptional { type = .optional(type) }
      type = .array(type)
      if steps[index].type.isOptional { type = .optional(type) }
    }
    if isOptionalChain, !type.isOptional { type = .optional(type) }
    return type
  }

  /// The type of the value the view model holds.
  public var type: TypeExpression {
    guard let format else { return sourceType }
    if format == .count {
      return sourceType.isOptional ? .optional(.named("String")) : .named("String")
    }
    return sourceType.replacingLeaf(with: .named("String"))
  }
}

extension TypeExpression {
  package var isOptional: Bool {
    if case .optional = self { return true } else { return false }
  }

  package var unwrappingOptional: TypeExpression {
    if case .optional(let wrapped) = self { return wrapped } else { return self }
  }

  var isArray: Bool {
    if case .array = self { return true } else { return false }
  }

  /// A list's element; any other type itself.
  package var elementOrSelf: TypeExpression {
    if case .array(let element) = self { return element } else { return self }
  }

  /// The same shape of optionals and lists around another leaf.
  func replacingLeaf(with leaf: TypeExpression) -> TypeExpression {
    switch self {
    case .optional(let wrapped): return .optional(wrapped.replacingLeaf(with: leaf))
    case .array(let element): return .array(element.replacingLeaf(with: leaf))
    case .named, .dictionary: return leaf
    }
  }
}
