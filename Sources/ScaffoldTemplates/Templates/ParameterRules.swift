import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Checks the values given for a template's parameters (`params:`, `--param`) against what the
/// template declares, and turns them into typed context values, defaults included.
package enum ParameterRules {
  package static func check(
    _ given: [SpecParameter], declared: [TemplateParameter], template: String, into collector: inout DiagnosticCollector
  ) -> [String: ContextValue] {
    var values: [String: ContextValue] = [:]
    let names = declared.map(\.name)
    for parameter in given where !names.contains(parameter.name.value) {
      let known = names.isEmpty ? "it declares none" : "it declares \(names.joined(separator: ", "))"
      collector.error(
        "template '\(template)' has no parameter '\(parameter.name.value)'\(Suggestion.didYouMean(parameter.name.value, in: names))",
        at: parameter.name.location, hint: "\(known); 'scaffold templates show \(template)' lists them")
    }
    for declaration in declared {
      let written = given.last { $0.name.value == declaration.name }
      guard let text = written?.value.value ?? declaration.defaultValue else {
        collector.error(
          "template '\(template)' needs the parameter '\(declaration.name)' (\(describe(declaration)))", at: nil,
          hint: "pass --param \(declaration.name)=… or add it under 'params:' in the spec")
        continue
      }
      let location = written?.value.location
      if let value = typed(text, declaration, location: location, into: &collector) {
        values[declaration.name] = value
      }
    }
    return values
  }

  /// The value as its declared type, or `nil` with an error that says what is allowed.
  private static func typed(
    _ text: String, _ declaration: TemplateParameter, location: SourceLocation?,
    into collector: inout DiagnosticCollector
  ) -> ContextValue? {
    let label = "parameter '\(declaration.name)'"
    switch declaration.type {
    case .bool:
      if text == "true" || text == "false" { return .bool(text == "true") }
      collector.error("\(label) must be true or false, not '\(text)'", at: location, hint: "write true or false")
    case .int:
      if let number = Int(text) { return .int(number) }
      collector.error("\(label) must be a whole number, not '\(text)'", at: location, hint: "write digits, such as 3")
    case .choice:
      if declaration.choices.contains(text) { return .string(text) }
      collector.error(
        "\(label) must be one of \(declaration.choices.joined(separator: ", ")), not '\(text)'",
        at: location,
        hint: Suggestion.closest(to: text, in: declaration.choices).map { "did you mean '\($0)'?" }
          ?? "write one of the values listed")
    case .string:
      guard let pattern = declaration.pattern else { return .string(text) }
      if text.range(of: "^(?:\(pattern))$", options: .regularExpression) != nil { return .string(text) }
      collector.error(
        "\(label) '\(text)' does not match the pattern \(pattern)", at: location,
        hint: declaration.description.isEmpty ? "give a value that matches \(pattern)" : declaration.description)
    }
    return nil
  }

  package static func describe(_ declaration: TemplateParameter) -> String {
    switch declaration.type {
    case .choice: return "one of \(declaration.choices.joined(separator: ", "))"
    case .string: return declaration.pattern.map { "text matching \($0)" } ?? "text"
    case .bool: return "true or false"
    case .int: return "a whole number"
    }
  }

  /// Every parameter with a sample of its type, for the context a template is checked against.
  package static func schemaValues(_ declared: [TemplateParameter]) -> [String: ContextValue] {
    Dictionary(
      declared.map { declaration in
        switch declaration.type {
        case .bool: return (declaration.name, .bool(true))
        case .int: return (declaration.name, .int(1))
        case .string, .choice: return (declaration.name, .string(declaration.choices.first ?? "text"))
        }
      }, uniquingKeysWith: { first, _ in first })
  }
}
