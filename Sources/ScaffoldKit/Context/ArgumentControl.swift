/// How a screen lets the user give one argument of a use case (a field of its intent): a text
/// field for strings and numbers (parsed to the type), a switch for a `Bool`, nothing for a
/// collection (it starts empty), and for any other type (an entity, `Date`, `URL`, `UUID`…) a
/// property the app sets. An optional is `nil` while its control is empty or, for a property,
/// unset; a non-optional property keeps the use case's control disabled until it is set.
enum ArgumentControl: Equatable {
  /// `parser` turns the field's text into the value, `nil` when it does not parse.
  case text(parser: String)
  case toggle
  case collection(empty: String)
  case settable

  init(_ type: TypeExpression) {
    switch type {
    case .optional(let wrapped): self.init(wrapped)
    case .array: self = .collection(empty: "[]")
    case .dictionary: self = .collection(empty: "[:]")
    case .named("String"): self = .text(parser: "{ $0 }")
    case .named("Bool"): self = .toggle
    case .named("Decimal"): self = .text(parser: "{ Decimal(string: $0) }")
    case .named(let name) where Self.numbers.contains(name): self = .text(parser: "{ \(name)($0) }")
    case .named: self = .settable
    }
  }

  static let numbers = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
  ]

  /// The `control` keys of an intent field of type `type`.
  static func context(for type: TypeExpression) -> ContextValue {
    let control = ArgumentControl(type)
    let isOptional: Bool
    let wrapped: TypeExpression
    if case .optional(let inner) = type {
      isOptional = true
      wrapped = inner
    } else {
      isOptional = false
      wrapped = type
    }
    var parser = ""
    var empty = ""
    if case .text(let text) = control { parser = text }
    if case .collection(let literal) = control { empty = isOptional ? "nil" : literal }
    return [
      "isText": .bool(parser != ""),
      "isToggle": .bool(control == .toggle),
      "isCollection": .bool(empty != ""),
      "isSettable": .bool(control == .settable),
      "isOptional": .bool(isOptional),
      "parser": .string(parser),
      "emptyValue": .string(empty),
      "wrappedType": .string(wrapped.description),
    ]
  }

  /// `list` (an intent's field list context) with `field.control` added to each field.
  static func adding(to list: ContextValue, types: [TypeExpression]) -> ContextValue {
    guard case .object(var members) = list, case .list(let entries) = members["fields"] else { return list }
    members["fields"] = .list(
      zip(entries, types).map { entry, type in
        guard case .object(var entryMembers) = entry, case .object(var field) = entryMembers["field"] else {
          return entry
        }
        field["control"] = context(for: type)
        entryMembers["field"] = .object(field)
        return .object(entryMembers)
      })
    members["hasTextControls"] = .bool(types.contains { if case .text = ArgumentControl($0) { true } else { false } })
    return .object(members)
  }
}
