/// The context of a field list: the fields themselves plus every joined form a declaration,
/// a call or a test needs, so templates never build separators themselves.
struct FieldContextBuilder {
  let literals: ValueLiterals

  /// `seed` makes sample values differ between lists (a request's `"name 1"`, a response's `"name 2"`).
  func list(_ fields: [Field], seed: Int = requestSeed) -> ContextValue {
    let samples = fields.map { literals.sample(for: $0.type, named: $0.name.camel, seed: seed) }
    return [
      "hasFields": .bool(!fields.isEmpty),
      // Some field has a control of its own on a screen (text, number or switch).
      "hasControls": .bool(fields.contains { FieldControl.hasControl($0.type) }),
      "fields": .list(
        fields.enumerated().map { index, field in
          [
            "field": [
              "name": .string(field.name.camel),
              "pascal": .string(field.name.pascal),
              "sentence": .string(field.name.sentence),
              "type": .string(field.type.description),
              "sample": .string(samples[index]),
              "control": FieldControl.keys(for: field.type),
              "displayText": .string(FieldControl.displayText(of: field.name.camel, type: field.type)),
            ],
            "isLast": .bool(index == fields.count - 1),
          ]
        }),
      "parameters": .string(fields.map { "\($0.name.camel): \($0.type)" }.joined(separator: ", ")),
      "arguments": .string(fields.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")),
      "sampleArguments": .string(zip(fields, samples).map { "\($0.name.camel): \($1)" }.joined(separator: ", ")),
    ]
  }

  /// A view model's fields, each with the expression that fills it: from `response` (for the
  /// presenter) and from the response's sample values (for tests, so their expectation is written
  /// independently of the presenter's code).
  func viewModel(_ fields: [ViewModelField], response: [Field]) -> ContextValue {
    let responseSamples = Dictionary(
      response.map { ($0.name.camel, literals.sample(for: $0.type, named: $0.name.camel, seed: Self.responseSeed)) }
    ) { first, _ in first }
    func arguments(_ expression: (ViewModelField.Source) -> String) -> ContextValue {
      .string(fields.map { "\($0.field.name.camel): \(expression($0.source))" }.joined(separator: ", "))
    }
    guard case .object(var members) = list(fields.map(\.field)) else { return [:] }
    // A collection use case: its first array field filled from the response decides whether
    // there is anything to show (one that is not filled would make every answer empty).
    let collection = fields.lazy.compactMap { field -> (name: String, source: String)? in
      guard case .array = field.field.type, case .copy(let source) = field.source else { return nil }
      return (field.field.name.camel, source)
    }.first
    members["isCollection"] = .bool(collection != nil)
    members["collectionField"] = .string(collection?.name ?? "")
    // The response a test answers with to see `.empty`: the sample, with that field empty.
    members["emptyResponseSample"] = .string(
      response.map { field in
        let value = field.name.camel == collection?.source ? "[]" : responseSamples[field.name.camel] ?? ""
        return "\(field.name.camel): \(value)"
      }.joined(separator: ", "))
    members["fromResponse"] = arguments { source in
      switch source {
      case .copy(let name): return "response.\(name)"
      case .describing(let name): return "String(describing: response.\(name))"
      case .empty(let literal): return literal
      }
    }
    members["fromResponseSample"] = arguments { source in
      switch source {
      case .copy(let name): return responseSamples[name] ?? name
      case .describing(let name): return "String(describing: \(responseSamples[name] ?? name))"
      case .empty(let literal): return literal
      }
    }
    return .object(members)
  }

  /// Requests use seed 1 and responses seed 2, so a test cannot pass by echoing one as the other.
  static let requestSeed = 1
  static let responseSeed = 2
}
