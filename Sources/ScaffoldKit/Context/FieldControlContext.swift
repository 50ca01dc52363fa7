/// How a screen takes a value of a field's type from its user, for the request fields the view
/// passes: text in a text field, a flag in a switch, a number typed and parsed, a collection left
/// empty, and any other type (an entity, a date, a URL) set on the screen by the app.
struct FieldControlContext {
  let type: TypeExpression

  /// Integer and floating-point types, each parsed by its own initialiser from text.
  private static let numberParsers = [
    "Int": "Int($0)", "Int8": "Int8($0)", "Int16": "Int16($0)", "Int32": "Int32($0)", "Int64": "Int64($0)",
    "UInt": "UInt($0)", "UInt8": "UInt8($0)", "UInt16": "UInt16($0)", "UInt32": "UInt32($0)",
    "UInt64": "UInt64($0)", "Double": "Double($0)", "Float": "Float($0)", "Decimal": "Decimal(string: $0)",
  ]

  var context: ContextValue {
    let wrapped: TypeExpression
    let isOptional: Bool
    if case .optional(let inner) = type {
      (wrapped, isOptional) = (inner, true)
    } else {
      (wrapped, isOptional) = (type, false)
    }
    var name = ""
    var emptyValue = ""
    switch wrapped {
    case .named(let named): name = named
    case .array: emptyValue = "[]"
    case .dictionary: emptyValue = "[:]"
    case .optional: break
    }
    let parse = Self.numberParsers[name] ?? ""
    let isText = name == "String"
    let isToggle = name == "Bool"
    return [
      "isText": .bool(isText),
      "isToggle": .bool(isToggle),
      "isNumber": .bool(!parse.isEmpty),
      "isCollection": .bool(!emptyValue.isEmpty),
      "isSettable": .bool(!isText && !isToggle && parse.isEmpty && emptyValue.isEmpty),
      "isOptional": .bool(isOptional),
      "type": .string(wrapped.description),
      "parse": .string(parse),
      "emptyValue": .string(emptyValue),
    ]
  }
}
