import ScaffoldBase

/// Swift expressions for values of a field type: the empty value a view model starts with, and
/// deterministic sample values the generated tests use (the same spec gives the same tests).
package struct ValueLiterals {
  let entities: [String: Entity]

  package init(entities: [String: Entity]) {
    self.entities = entities
  }

  private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

  /// `""`, `0`, `false`, `nil`, `[]`, `[:]` or `Data()`; `nil` for types with no natural empty value.
  package static func empty(for type: TypeExpression) -> String? {
    switch type {
    case .optional: return "nil"
    case .array: return "[]"
    case .dictionary: return "[:]"
    case .named(let name):
      switch name {
      case "String": return "\"\""
      case "Bool": return "false"
      case "Data": return "Data()"
      case "Double", "Float", "Decimal", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64":
        return "0"
      default: return nil
      }
    }
  }

  /// A non-empty sample value. `seed` varies it, so a request and a response built from the
  /// same spec do not hold identical values by accident.
  package func sample(for type: TypeExpression, named label: String, seed: Int = 1) -> String {
    sample(for: type, label: label, seed: seed, visiting: [])
  }

  /// The sample with the list at the end of `path` empty: the path's fields are read through
  /// entities (and their optionals), and its last names the list, or is the value itself when
  /// `path` is empty. What a response with nothing to list holds.
  package func sample(
    for type: TypeExpression, named label: String, seed: Int = 1, emptying path: ArraySlice<String>
  ) -> String {
    sample(for: type, named: label, seed: seed, replacing: path, with: { _ in "[]" })
  }

  /// The sample with the value at the end of `path` made by `value` from its type (a list of
  /// three rows, say); the path is read as for `emptying`.
  package func sample(
    for type: TypeExpression, named label: String, seed: Int = 1, replacing path: ArraySlice<String>,
    with value: (TypeExpression) -> String, visiting: Set<String> = []
  ) -> String {
    guard let next = path.first else { return value(type) }
    guard case .named(let name) = type.unwrappingOptional, let entity = entities[name] else {
      return sample(for: type, label: label, seed: seed, visiting: visiting)
    }
    let inside = visiting.union([name])
    let arguments = entity.fields.map { field in
      let label = field.name.camel
      let value =
        label == next
        ? sample(
          for: field.type, named: label, seed: seed, replacing: path.dropFirst(), with: value, visiting: inside)
        : sample(for: field.type, label: label, seed: seed, visiting: inside)
      return "\(label): \(value)"
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  private func sample(for type: TypeExpression, label: String, seed: Int, visiting: Set<String>) -> String {
    // A sample of an entity that (through any container) holds an entity being sampled would
    // never end; the container's empty value ends it.
    let reentersEntity = !visiting.isDisjoint(with: type.namedTypes)
    switch type {
    case .optional(let wrapped):
      if reentersEntity { return "nil" }
      return sample(for: wrapped, label: label, seed: seed, visiting: visiting)
    case .array(let element):
      if reentersEntity { return "[]" }
      let elements = Self.listSeeds(seed).map { sample(for: element, label: label, seed: $0, visiting: visiting) }
      return "[\(elements.joined(separator: ", "))]"
    case .dictionary(let key, let value):
      if reentersEntity { return "[:]" }
      let keyLiteral = sample(for: key, label: label, seed: seed, visiting: visiting)
      return "[\(keyLiteral): \(sample(for: value, label: label, seed: seed, visiting: visiting))]"
    case .named(let name):
      return namedSample(name, label: label, seed: seed, visiting: visiting)
    }
  }

  /// An integer literal with its digits in threes (`1_700_000_002`), as swift-format's
  /// `GroupNumericLiterals` wants it.
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(digits, at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: "_")
  }

  /// The seeds of a list's sample elements: two, so that a count is never 1 (a constant a
  /// mutant writes), and different, so that code that reads one element for another fails. The
  /// second keeps the seed's last digit, so a request's list still differs from a response's.
  package static func listSeeds(_ seed: Int) -> [Int] { [seed, seed + 50] }

  /// A number for one field's samples: the seed in its last digit (so a request's value and a
  /// response's never agree), and above it a number drawn from the field's name, so that two
  /// fields of one type hold different values and a test fails when code reads one for the other
  /// or writes a constant. The name alone decides, so every module (and an app target's shared
  /// fixtures) gives one field the same value.
  static func distinct(_ label: String, seed: Int) -> Int {
    var hash: UInt32 = 2_166_136_261  // FNV-1a: stable across runs and platforms, unlike Hasher.
    for byte in label.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return seed + 10 * Int(hash % 899 + 1)
  }

  private func namedSample(_ name: String, label: String, seed: Int, visiting: Set<String>) -> String {
    let number = Self.distinct(label, seed: seed)
    switch name {
    case "String": return "\"\(label) \(seed)\""
    case "Character": return "\"\(Self.letters[number % Self.letters.count])\""
    case "Bool": return (number / 10 + seed) % 2 == 1 ? "true" : "false"
    case "Double", "Float": return "\(Self.grouped(number)).5"
    case "Decimal": return "Decimal(\(Self.grouped(number)))"
    case "Date": return "Date(timeIntervalSince1970: \(Self.grouped(1_700_000_000 + number)))"
    case "UUID":
      let bytes = Array(repeating: "0", count: 14) + ["\(number / 256)", "\(number % 256)"]
      return "UUID(uuid: (\(bytes.joined(separator: ", "))))"
    case "URL": return "URL(fileURLWithPath: \"/\(label)/\(seed)\")"
    case "Data": return "Data(\"\(label) \(seed)\".utf8)"
    case "Int8": return "\(number % 120 + 2)"
    case "UInt8": return "\(number % 250 + 2)"
    case "Int", "Int16", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64":
      return Self.grouped(number)
    default:
      guard let entity = entities[name] else { return "\(name)()" }
      let arguments = entity.fields.map { field in
        "\(field.name.camel): \(sample(for: field.type, label: field.name.camel, seed: seed, visiting: visiting.union([name])))"
      }
      return "\(name)(\(arguments.joined(separator: ", ")))"
    }
  }
}
