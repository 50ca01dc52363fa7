/// The context of a field list: the fields themselves plus every joined form a declaration,
/// a call or a test needs, so templates never build separators themselves.
struct FieldContextBuilder {
  let literals: ValueLiterals

  /// `seed` makes sample values differ between lists (a request's `"name 1"`, a response's `"name 2"`).
  func list(_ fields: [Field], seed: Int = 1) -> ContextValue {
    let samples = fields.map { literals.sample(for: $0.type, named: $0.name.camel, seed: seed) }
    return [
      "hasFields": .bool(!fields.isEmpty),
      "fields": .list(
        fields.enumerated().map { index, field in
          [
            "field": [
              "name": .string(field.name.camel),
              "pascal": .string(field.name.pascal),
              "sentence": .string(field.name.sentence),
              "type": .string(field.type.description),
              "sample": .string(samples[index]),
            ],
            "isLast": .bool(index == fields.count - 1),
          ]
        }),
      "parameters": .string(fields.map { "\($0.name.camel): \($0.type)" }.joined(separator: ", ")),
      "arguments": .string(fields.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")),
      "sampleArguments": .string(zip(fields, samples).map { "\($0.name.camel): \($1)" }.joined(separator: ", ")),
    ]
  }

  /// A view model's fields, each with the expression that fills it from `response`.
  func viewModel(_ fields: [ViewModelField]) -> ContextValue {
    var context = list(fields.map(\.field))
    let expressions = fields.map { field -> String in
      switch field.source {
      case .copy(let name): return "response.\(name)"
      case .describing(let name): return "String(describing: response.\(name))"
      case .empty(let literal): return literal
      }
    }
    if case .object(var members) = context {
      members["fromResponse"] = .string(
        zip(fields, expressions).map { "\($0.field.name.camel): \($1)" }.joined(separator: ", "))
      // Lets a template declare `response` only where it is read, so no unused-value warning.
      members["usesResponse"] = .bool(
        fields.contains { if case .empty = $0.source { return false } else { return true } })
      context = .object(members)
    }
    return context
  }
}
