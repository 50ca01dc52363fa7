import ScaffoldBase

/// How a screen lets the user give a field's value, and how it shows one: the keys under
/// `field.control` and `field.displayText`. Screens build a control per argument a use case's view
/// passes, and a label per view-model field.
enum FieldControl {
  /// The control keys of a field of type `type`: exactly one of `isText`, `isSwitch`, `isNumber`,
  /// `isCollection` and `isSettable` holds, for the type without its optional.
  /// `numberInput` names the type that reads fractions (`support.prefix` + `NumberInput`).
  static func keys(for type: TypeExpression, numberInput: String = "NumberInput") -> ContextValue {
    let isOptional: Bool
    let base: TypeExpression
    if case .optional(let wrapped) = type {
      (isOptional, base) = (true, wrapped)
    } else {
      (isOptional, base) = (false, type)
    }
    var isText = false
    var isSwitch = false
    var parse = ""
    var emptyValue = ""
    var keyboard = ".default"
    switch base {
    case .named("String"): isText = true
    case .named("Bool"): isSwitch = true
    case .named(let name) where numberNames.contains(name):
      parse = number(from: "text", to: name, numberInput: numberInput) ?? ""
      keyboard = Self.keyboard(forNumber: name)
    case .array: emptyValue = "[]"
    case .dictionary: emptyValue = "[:]"
    default: break
    }
    let isNumber = !parse.isEmpty
    let isCollection = !emptyValue.isEmpty
    // The same parsing as a closure from the text, for a control that takes one.
    let parser = isText ? "{ $0 }" : isNumber ? "{ text in \(parse) }" : ""
    return [
      "isOptional": .bool(isOptional),
      "valueType": .string(base.description),
      "isText": .bool(isText),
      "isSwitch": .bool(isSwitch),
      "isNumber": .bool(isNumber),
      "parse": .string(parse),
      "isTextField": .bool(isText || isNumber),
      "keyboard": .string(keyboard),
      "parser": .string(parser),
      "isCollection": .bool(isCollection),
      "emptyValue": .string(emptyValue),
      "isSettable": .bool(!(isText || isSwitch || isNumber || isCollection)),
    ]
  }

  /// A text field gives a field of type `type` (a string, or a number parsed from it).
  static func usesTextField(_ type: TypeExpression) -> Bool {
    guard case .object(let keys) = keys(for: type) else { return false }
    return keys["isTextField"] == .bool(true)
  }

  /// `list` (a field list's context) with `hasTextControls` (some field is given with a text
  /// field) and `waitsForInput` (some field can hold the call back).
  static func addingTextControls(to list: ContextValue, types: [TypeExpression]) -> ContextValue {
    guard case .object(var members) = list else { return list }
    members["hasTextControls"] = .bool(types.contains(where: usesTextField))
    members["waitsForInput"] = .bool(types.contains(where: holdsCallBack))
    return .object(members)
  }

  /// A screen cannot make its call until a field of type `type` is given: a number that does not
  /// parse yet, or a value the app sets that the call cannot go without.
  static func holdsCallBack(_ type: TypeExpression) -> Bool {
    guard case .object(let keys) = keys(for: type) else { return false }
    return keys["isNumber"] == .bool(true) || (keys["isSettable"] == .bool(true) && keys["isOptional"] == .bool(false))
  }

  /// A text field or a switch gives a field of type `type`.
  static func hasControl(_ type: TypeExpression) -> Bool {
    guard case .object(let keys) = keys(for: type) else { return false }
    return ["isText", "isSwitch", "isNumber"].contains { keys[$0] == .bool(true) }
  }

  /// The text a label shows for `value`, a view-model field of type `type`: text as it is, a list
  /// of texts a line each, a `Bool` as the yes or no of `strings` (the module's `<Module>Strings`,
  /// translated, where Swift would show "true"), anything else described.
  static func displayText(of value: String, type: TypeExpression, strings: String) -> String {
    switch type {
    case .named("String"): return value
    case .optional(.named("String")): return "\(value) ?? \"\""
    case .array(.named("String")): return "\(value).joined(separator: \"\\n\")"
    case .named("Bool"): return "\(strings).yesOrNo(\(value))"
    default: return "String(describing: \(value))"
    }
  }

  /// The keyboard of a text field for the number type `name`: the decimal pad, with the locale's
  /// separator, for a fraction; the number pad for a whole number, which "2.5" would not parse into.
  static func keyboard(forNumber name: String) -> String {
    fractionNames.contains(name) ? ".decimalPad" : ".numberPad"
  }

  /// Number types a text field can be parsed into.
  static let numberNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Decimal",
  ]

  /// The number types whose text has a decimal separator, which the user's locale decides.
  static let fractionNames: Set<String> = ["Decimal", "Double", "Float"]

  /// The expression that reads the number type `name` from the string `text`, nil unless all of
  /// it is a number: fractions through the module's `<Module>NumberInput`, in the user's locale
  /// (`Decimal(string:)` would read "2,50" as 2, and "12abc" as 12); whole numbers through their
  /// `init?(_:)`, which takes the digits of the number pad only. Nil when `name` is no number.
  static func number(from text: String, to name: String, numberInput: String) -> String? {
    switch name {
    case "Decimal": return "\(numberInput).decimal(\(text))"
    case "Double": return "\(numberInput).double(\(text))"
    case "Float": return "\(numberInput).double(\(text)).map(Float.init)"
    case _ where numberNames.contains(name): return "\(name)(\(text))"
    default: return nil
    }
  }
}
