import ScaffoldBase
import ScaffoldSpec

/// The controls a screen shows for the arguments the view passes to a use case (its intent), and
/// the Swift that turns their values into the call's arguments. Worked out here, once, so every
/// screen template agrees on which control a type gets and when its button may run.
///
/// By the argument's type: `String` → a text field; `Bool` → a toggle; a number (`Int`,
/// `Double`, `Decimal`…) → a text field parsed to the type, the button disabled while it does not
/// parse; optionals → `nil` while their control is empty; collections → empty, with no control;
/// anything else (entities, `Date`, `URL`, `UUID`…) → a settable property the app fills, the
/// button disabled until it is set unless the argument is optional.
struct FormContextBuilder {
  /// The module's name: its `<Module>Strings` shows a `Bool` as yes or no.
  var module = ""
  /// `support.prefix`: its `<prefix>NumberInput` reads fractions.
  var supportPrefix = ""

  private enum Control {
    case text
    case toggle
    case number(type: String)
    case collection(empty: String)
    case settable
  }

  func form(for useCase: UseCase) -> ContextValue {
    var controls: [ContextValue] = []
    var checks: [String] = []
    // Every argument is a local the checks bind, so the call's closure captures values, not the screen.
    var arguments: [String] = []
    for field in useCase.intentFields {
      let name = field.name.camel
      let property = useCase.name.camel + field.name.pascal
      let (type, isOptional) = Self.unwrapped(field.type)
      switch Self.control(for: type) {
      case .text:
        checks.append("let \(name) = " + (isOptional ? "\(property).isEmpty ? nil : \(property)" : property))
        controls.append(Self.control(field, property: property, type: "String", initial: "\"\"", flag: "isText"))
      case .toggle:
        checks.append("let \(name) = \(property)")
        controls.append(Self.control(field, property: property, type: "Bool", initial: "false", flag: "isToggle"))
      case .number(let number):
        let parsed =
          FieldControl.number(from: property, to: number, numberInput: supportPrefix + "NumberInput") ?? property
        if isOptional {
          checks += ["let \(name) = \(parsed)", "guard \(name) != nil || \(property).isEmpty else { return nil }"]
        } else {
          checks.append("guard let \(name) = \(parsed) else { return nil }")
        }
        controls.append(
          Self.control(
            field, property: property, type: "String", initial: "\"\"", flag: "isNumber",
            keyboard: FieldControl.keyboard(forNumber: number)))
      case .collection(let empty):
        arguments.append("\(name): \(empty)")
        continue
      case .settable:
        checks.append(isOptional ? "let \(name) = \(property)" : "guard let \(name) = \(property) else { return nil }")
        controls.append(Self.control(field, property: property, type: "\(type)?", initial: "nil", flag: "isSettable"))
      }
      arguments.append("\(name): \(name)")
    }
    return [
      "hasFields": .bool(!useCase.intentFields.isEmpty),
      "controls": .list(controls),
      "checks": .list(checks.map { ["check": .string($0)] }),
      "arguments": .string(arguments.joined(separator: ", ")),
    ]
  }

  /// The view model's fields as a screen shows them: each with the `String` it displays, from a
  /// local `content` holding the view model (`FieldControl.displayText`).
  func display(for useCase: UseCase) -> ContextValue {
    let fields = useCase.viewModel.map(\.field)
    return .list(
      fields.enumerated().map { index, field in
        let text = FieldControl.displayText(
          of: "content.\(field.name.camel)", type: field.type, strings: "\(module)Strings")
        return [
          "displayField": [
            "name": .string(field.name.camel), "pascal": .string(field.name.pascal), "text": .string(text),
          ],
          "isLast": .bool(index == fields.count - 1),
        ]
      })
  }

  private static func unwrapped(_ type: TypeExpression) -> (TypeExpression, isOptional: Bool) {
    if case .optional(let wrapped) = type { return (wrapped, true) }
    return (type, false)
  }

  private static func control(for type: TypeExpression) -> Control {
    switch type {
    case .array, .dictionary: return .collection(empty: ValueLiterals.empty(for: type) ?? "[]")
    case .optional: return .settable
    case .named("String"): return .text
    case .named("Bool"): return .toggle
    case .named(let name): return FieldControl.numberNames.contains(name) ? .number(type: name) : .settable
    }
  }

  private static func control(
    _ field: Field, property: String, type: String, initial: String, flag: String, keyboard: String = ".default"
  ) -> ContextValue {
    var control: [String: ContextValue] = [
      "keyboard": .string(keyboard),
      "property": .string(property),
      "name": .string(field.name.camel),
      "pascal": .string(field.name.pascal),
      "sentence": .string(field.name.sentence),
      "type": .string(type),
      "initial": .string(initial),
    ]
    for kind in ["isText", "isToggle", "isNumber", "isSettable"] {
      control[kind] = .bool(kind == flag)
    }
    return ["control": .object(control)]
  }
}
