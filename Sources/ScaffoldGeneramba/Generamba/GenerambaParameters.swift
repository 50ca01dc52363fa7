import ScaffoldBase
import ScaffoldTemplates

/// Decides the type of each Generamba custom parameter from how the template uses it.
///
/// Generamba's parameters are strings, and Liquid treats any string as true, "false" included.
/// A parameter that is only ever tested (`{% if custom_parameters.x %}`) is meant as a switch, so
/// it becomes a `bool` parameter (default: its declared "true"/"false", else false, as an absent
/// parameter is in Generamba). A parameter printed anywhere stays a `string`, and a test of it is
/// refused, since a Scaffold section cannot test text.
enum GenerambaParameters {
  static func resolve(uses: [ParameterUse], declared: [Rambaspec.Parameter]) -> ([TemplateParameter], [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var keys = declared.map(\.key.value)
    for use in uses where !keys.contains(use.key) { keys.append(use.key) }
    let parameters = keys.compactMap { key -> TemplateParameter? in
      let declaration = declared.first { $0.key.value == key }
      let conditions = uses.filter { $0.key == key && $0.isCondition }
      let printed = uses.first { $0.key == key && !$0.isCondition }
      let description = declaration?.description ?? "Generamba custom parameter '\(key)'."
      if !LiquidExpression.isIdentifier(key) {
        diagnostics.append(
          Diagnostic(
            "the custom parameter '\(key)' has a name Scaffold parameters cannot have",
            at: declaration?.key.location, hint: "rename it to letters, digits and '_', starting with a letter"))
        return nil
      }
      guard !conditions.isEmpty else {
        // Generamba prints a custom parameter `gen` was not given as nothing, so its usual command
        // passes none: empty by default here too, and `scaffold viper Login` needs no --param.
        return TemplateParameter(
          name: key, type: .string, description: description, defaultValue: declaration?.defaultValue ?? "")
      }
      if let printed {
        diagnostics += conditions.map {
          Diagnostic(
            "'custom_parameters.\(key)' is tested here but printed at \(printed.location), so it stays a string, which a Scaffold section cannot test",
            at: $0.location, hint: "use a separate parameter as the switch")
        }
        return nil
      }
      let defaultValue = declaration?.defaultValue ?? "false"
      guard defaultValue == "true" || defaultValue == "false" else {
        diagnostics += conditions.map {
          Diagnostic(
            "'custom_parameters.\(key)' is tested here, but its default '\(defaultValue)' is not true or false",
            at: $0.location, hint: "declare its default as \"true\" or \"false\"")
        }
        return nil
      }
      return TemplateParameter(name: key, type: .bool, description: description, defaultValue: defaultValue)
    }
    return (parameters, diagnostics)
  }
}
