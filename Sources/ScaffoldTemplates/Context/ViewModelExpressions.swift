import ScaffoldBase
import ScaffoldSpec

/// Writes a view-model value as Swift: the expression that reads and formats it from `response`
/// (with a `formatting: <Module>Formatting` in scope), and the value a test expects from the
/// response's samples, built from the sample literals rather than from the presenter's code.
struct ViewModelExpressions {
  let literals: ValueLiterals
  /// The seed of the response's samples.
  let seed: Int

  // MARK: - The presenter's expression

  func expression(_ value: ViewModelValue, root: String = "response") -> String {
    guard let format = value.format else { return plain(value, root: root) }
    if format == .count {
      let counted = plain(value, root: root)
      return value.sourceType.isOptional
        ? "(\(counted)).map { formatting.number($0.count) }" : "formatting.number(\(counted).count)"
    }
    guard let listIndex = value.mappedListIndex else {
      let base = Self.chain(root, value.steps[...])
      return applying(format, to: base, shape: value.sourceType, parenthesised: value.isOptionalChain)
    }
    let list = Self.chain(root, value.steps[...listIndex])
    let suffix = value.steps[(listIndex + 1)...]
    let suffixIsChain = suffix.dropLast().contains { $0.type.isOptional }
    var elementShape = suffix.last?.type ?? .named("Void")
    if suffixIsChain, !elementShape.isOptional { elementShape = .optional(elementShape) }
    let element = applying(format, to: Self.chain("$0", suffix), shape: elementShape, parenthesised: suffixIsChain)
    return "\(list)\(value.steps[listIndex].type.isOptional ? "?" : "").map { \(element) }"
  }

  /// The value without a format: a field, a chain through entities, or a list mapped by key path.
  private func plain(_ value: ViewModelValue, root: String) -> String {
    guard let listIndex = value.mappedListIndex else { return Self.chain(root, value.steps[...]) }
    let list = Self.chain(root, value.steps[...listIndex])
    let keyPath = Self.chain("\\", value.steps[(listIndex + 1)...])
    return "\(list)\(value.steps[listIndex].type.isOptional ? "?" : "").map(\(keyPath))"
  }

  /// `root.a?.b.c`: `?.` after each optional step.
  private static func chain(_ root: String, _ steps: ArraySlice<ViewModelValue.Step>) -> String {
    var text = root
    var previousIsOptional = false
    for step in steps {
      text += (previousIsOptional ? "?." : ".") + step.name
      previousIsOptional = step.type.isOptional
    }
    return text
  }

  /// Formats every leaf of a value of the given shape (`T`, `T?`, `[T]`, `[T]?`, `[T?]`).
  private func applying(
    _ format: DisplayFormat, to expression: String, shape: TypeExpression, parenthesised: Bool
  ) -> String {
    let base = parenthesised ? "(\(expression))" : expression
    switch shape {
    case .optional(let inner), .array(let inner):
      return "\(base).map { \(applying(format, to: "$0", shape: inner, parenthesised: false)) }"
    case .named(let name):
      return Self.leaf(format, expression, name: name)
    case .dictionary:
      return expression
    }
  }

  private static func leaf(_ format: DisplayFormat, _ expression: String, name: String) -> String {
    switch format {
    case .currency: return "formatting.currency(\(expression))"
    case .number: return "formatting.number(\(expression))"
    case .date: return "formatting.date(\(expression))"
    case .count: return "formatting.number(\(expression).count)"
    case .text:
      switch name {
      case "UUID": return "\(expression).uuidString"
      case "URL": return "\(expression).absoluteString"
      case "Character": return "String(\(expression))"
      default: return expression
      }
    }
  }

  // MARK: - What a test expects

  /// The value the presenter must produce from the response's samples, written from the sample
  /// literals: an entity's field is its own sample, a list holds two elements (the second with its
  /// own seed, `ValueLiterals.listSeeds`), an optional is set.
  func sample(_ value: ViewModelValue) -> String {
    guard let last = value.steps.last else { return "" }
    let leafType = last.type.unwrappingOptional
    if value.format == .count {
      return "formatting.number(\(count(ofSample: value)))"
    }
    let leaf = { (seed: Int) -> String in
      if let format = value.format {
        return sampleApplying(format, shape: leafType, label: last.name, seed: seed)
      }
      return literals.sample(for: leafType, named: last.name, seed: seed)
    }
    guard value.mappedListIndex != nil else { return leaf(seed) }
    return "[\(ValueLiterals.listSeeds(seed).map(leaf).joined(separator: ", "))]"
  }

  private func sampleApplying(_ format: DisplayFormat, shape: TypeExpression, label: String, seed: Int) -> String {
    switch shape {
    case .optional(let inner): return sampleApplying(format, shape: inner, label: label, seed: seed)
    case .array(let inner):
      let elements = ValueLiterals.listSeeds(seed).map {
        sampleApplying(format, shape: inner, label: label, seed: $0)
      }
      return "[\(elements.joined(separator: ", "))]"
    case .named(let name):
      return Self.leaf(format, literals.sample(for: shape, named: label, seed: seed), name: name)
    case .dictionary: return literals.sample(for: shape, named: label, seed: seed)
    }
  }

  /// How many elements the sample of the counted value has: two in a list, one in a dictionary
  /// (its keys would clash), the characters of a string.
  private func count(ofSample value: ViewModelValue) -> Int {
    guard let last = value.steps.last else { return 0 }
    if value.mappedListIndex != nil { return ValueLiterals.listSeeds(seed).count }
    switch last.type.unwrappingOptional {
    case .array: return ValueLiterals.listSeeds(seed).count
    case .dictionary: return 1
    default:
      let literal = literals.sample(for: .named("String"), named: last.name, seed: seed)
      return literal.count - 2
    }
  }
}
