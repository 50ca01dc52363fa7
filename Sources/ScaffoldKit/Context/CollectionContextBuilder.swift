/// Whether a use case lists things, so that an answer with nothing in it is shown as empty
/// rather than as a blank list: its view model's first array field that is copied from the
/// response decides. (An array field the response does not fill would make every answer empty.)
struct CollectionContextBuilder {
  let literals: ValueLiterals

  /// `hasCollection`, `collectionField` and `emptyResponseSampleArguments`, merged into the use case's keys.
  func values(for useCase: UseCase) -> [String: ContextValue] {
    let listed = useCase.viewModel.first { field in
      guard case .array = field.field.type, case .copy = field.source else { return false }
      return true
    }
    guard let listed, case .copy(let source) = listed.source else {
      return ["hasCollection": false, "collectionField": "", "emptyResponseSampleArguments": ""]
    }
    // The response's samples, with the listed field's source empty: what a test answers with to
    // see the empty state.
    let arguments = useCase.response.map { field in
      let name = field.name.camel
      let value =
        name == source
        ? "[]" : literals.sample(for: field.type, named: name, seed: FieldContextBuilder.responseSeed)
      return "\(name): \(value)"
    }
    return [
      "hasCollection": true,
      "collectionField": .string(listed.field.name.camel),
      "emptyResponseSampleArguments": .string(arguments.joined(separator: ", ")),
    ]
  }
}
