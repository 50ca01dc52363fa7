import ScaffoldBase

/// Decides where each view-model field's value comes from, so that no field is silently filled
/// with a placeholder:
/// 1. `from: <path>` names a response field, or a path through entities (`receipt.id`,
///    `items.title` over a list), and `format:` turns it into text;
/// 2. without `from:`, a response field of the same name (or of the name without a display suffix,
///    `totalText` → `total`) whose value converts to the field's type;
/// 3. otherwise the field is unmapped: it gets its type's empty value, marked where it is built,
///    and a note says so (a test must never assert it).
/// A field that maps to nothing and has no empty value (a `Date`, an entity) is an error.
enum ViewModelMapping {
  static let displaySuffixes = ["Text", "Description", "Label", "Title"]

  struct Context {
    var response: [Field]
    var entities: [String: [Field]]
    var useCase: Name
  }

  static func resolve(
    _ fields: [Field], specs: [FieldSpec], context: Context, into collector: inout DiagnosticCollector
  ) -> [ViewModelField] {
    zip(fields, specs).compactMap { field, spec in
      if let from = spec.from {
        return explicit(field, spec: spec, from: from, context: context, into: &collector)
      }
      if let format = spec.format {
        collector.error(
          "view model field '\(field.name.camel)' of use case '\(context.useCase.camel)' has 'format:' without 'from:'",
          at: format.location, hint: "add 'from: <response field>' to name the value it formats")
        return nil
      }
      if let value = implicitValue(for: field, context: context) {
        return ViewModelField(field: field, source: .value(value))
      }
      if let empty = ValueLiterals.empty(for: field.type) {
        return ViewModelField(field: field, source: .unmapped(literal: empty))
      }
      collector.error(
        "view model field '\(field.name.camel)' of use case '\(context.useCase.camel)' has type '\(field.type)', "
          + "and nothing in the response fills it",
        at: spec.name.location,
        hint: "add 'from: <response field>' to it, or make it optional ('\(field.type)?')")
      return nil
    }
  }

  /// The view model of a use case whose spec gives none: each response field in a form the view
  /// can show as it is (text, flags and lists of them), never a domain type. A field with no such
  /// form (an entity without a `String` field, a dictionary) is left out; `omitted` lists them.
  static func displayReady(response: [Field], entities: [String: [Field]]) -> (
    fields: [ViewModelField], omitted: [Field]
  ) {
    var fields: [ViewModelField] = []
    var omitted: [Field] = []
    for field in response {
      let step = ViewModelValue.Step(name: field.name.camel, type: field.type)
      if let value = displayValue(steps: [step], type: field.type, entities: entities) {
        fields.append(ViewModelField(field: Field(name: field.name, type: value.type), source: .value(value)))
      } else {
        omitted.append(field)
      }
    }
    return (fields, omitted)
  }

  // MARK: - Explicit sources

  private static func explicit(
    _ field: Field, spec: FieldSpec, from: Located<String>, context: Context, into collector: inout DiagnosticCollector
  ) -> ViewModelField? {
    let subject = "view model field '\(field.name.camel)' of use case '\(context.useCase.camel)'"
    let steps: [ViewModelValue.Step]
    switch walk(from.value, context: context) {
    case .success(let walked): steps = walked
    case .failure(let problem):
      collector.error("\(subject): 'from: \(from.value)' \(problem.message)", at: from.location, hint: problem.hint)
      return nil
    }
    var format: DisplayFormat?
    if let raw = spec.format {
      guard let known = DisplayFormat(rawValue: raw.value) else {
        collector.error(
          "\(subject) has unknown format '\(raw.value)'", at: raw.location,
          hint: "use one of: \(DisplayFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        return nil
      }
      format = known
    }
    var value = ViewModelValue(steps: steps, format: format)
    if let format, !format.accepts(value.sourceType) {
      collector.error(
        "\(subject): format '\(format.rawValue)' cannot show '\(from.value)', which is '\(value.sourceType)'",
        at: spec.format?.location, hint: format.hint)
      return nil
    }
    if format == nil, value.type != field.type, let converted = convertible(value, to: field.type) {
      value = converted
    }
    guard value.type == field.type else {
      collector.error(
        "\(subject) is '\(field.type)', but 'from: \(from.value)'\(format.map { " with format '\($0.rawValue)'" } ?? "") "
          + "gives '\(value.type)'",
        at: spec.type.location,
        hint: "make the field '\(value.type)'" + (format == nil ? ", or add a 'format:'" : ""))
      return nil
    }
    return ViewModelField(field: field, source: .value(value))
  }

  private struct Problem: Error {
    var message: String
    package var hint: String
  }

  /// The steps of a dotted path from the response, through entities; at most one list on the way.
  private static func walk(_ path: String, context: Context) -> Result<[ViewModelValue.Step], Problem> {
    let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if names.first == "input" || names.first == "response" {
      return .failure(
        Problem(
          message: "starts with '\(names[0])'",
          hint: "name a field of the response, as in 'from: total'; "
            + "the module's input is not a source of view models yet (carry it in the response)"))
    }
    var fields = context.response
    var owner = "the response"
    var steps: [ViewModelValue.Step] = []
    var lists = 0
    for name in names {
      guard let field = fields.first(where: { $0.name.camel == name }) else {
        let known = fields.map(\.name.camel)
        let near = Suggestion.closest(to: name, in: known)
        return .failure(
          Problem(
            message: "names '\(name)', which \(owner) does not have",
            hint: near.map { "did you mean '\($0)'?" }
              ?? (known.isEmpty ? "end the path before it" : "use one of: \(known.joined(separator: ", "))")))
      }
      steps.append(ViewModelValue.Step(name: field.name.camel, type: field.type))
      if case .array = field.type.unwrappingOptional { lists += 1 }
      guard lists <= 1 else {
        return .failure(
          Problem(
            message: "goes through more than one list", hint: "map the outer list in the presenter by hand"))
      }
      let element = field.type.unwrappingOptional.elementOrSelf.unwrappingOptional
      if case .named(let entity) = element, let entityFields = context.entities[entity] {
        fields = entityFields
        owner = "'\(entity)'"
      } else {
        fields = []
        owner = "'\(field.type)'"
      }
    }
    return .success(steps)
  }

  // MARK: - Implicit sources

  private static func implicitValue(for field: Field, context: Context) -> ViewModelValue? {
    let candidates =
      [field.name.camel]
      + displaySuffixes.compactMap { suffix in
        field.name.camel.hasSuffix(suffix) && field.name.camel.count > suffix.count
          ? String(field.name.camel.dropLast(suffix.count)) : nil
      }
    for candidate in candidates {
      guard let source = context.response.first(where: { $0.name.camel == candidate }) else { continue }
      let value = ViewModelValue(steps: [.init(name: source.name.camel, type: source.type)], format: nil)
      if value.type == field.type { return value }
      if let converted = convertible(value, to: field.type) { return converted }
    }
    return nil
  }

  /// The value in the field's type by a format that loses nothing the view needs: a number or date
  /// as text, an identifier or address as text.
  private static func convertible(_ value: ViewModelValue, to type: TypeExpression) -> ViewModelValue? {
    for format in [DisplayFormat.number, .date, .text] {
      let formatted = ViewModelValue(steps: value.steps, format: format)
      if format.accepts(formatted.sourceType), formatted.type == type { return formatted }
    }
    return nil
  }

  private static func displayValue(
    steps: [ViewModelValue.Step], type: TypeExpression, entities: [String: [Field]]
  ) -> ViewModelValue? {
    let leaf = type.unwrappingOptional.elementOrSelf.unwrappingOptional
    guard case .named(let name) = leaf else { return nil }
    switch name {
    case "String", "Bool": return ViewModelValue(steps: steps, format: nil)
    case _ where DisplayFormat.text.acceptsLeaf(name): return ViewModelValue(steps: steps, format: .text)
    case _ where DisplayFormat.number.acceptsLeaf(name): return ViewModelValue(steps: steps, format: .number)
    case "Date": return ViewModelValue(steps: steps, format: .date)
    default:
      // An entity shows as its first `String` field (a title, a name), unless it is itself a list
      // inside a list, which a view model cannot flatten.
      guard let fields = entities[name], let label = fields.first(where: { $0.type == .named("String") }) else {
        return nil
      }
      let value = ViewModelValue(steps: steps + [.init(name: label.name.camel, type: label.type)], format: nil)
      return value.listCount <= 1 ? value : nil
    }
  }
}
