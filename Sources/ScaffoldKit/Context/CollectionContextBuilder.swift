/// When a use case's answer shows as empty, and how a test sees it. `Module.collectionField` (the
/// view model's first list) decides; an unmapped list would be empty in every answer, so then the
/// use case never shows `.empty` (its screen text still exists, for when the field is mapped).
struct CollectionContextBuilder {
  let literals: ValueLiterals

  func values(for useCase: UseCase) -> [String: ContextValue] {
    let listed = useCase.viewModel.first { $0.field == useCase.collectionField }
    guard let listed, case .value(let value) = listed.source else {
      return [
        "showsEmpty": false, "isEmptyCheck": "", "hasEmptyResponseSample": false, "emptyResponseSampleArguments": "",
      ]
    }
    let name = listed.field.name.camel
    let isOptional = listed.field.type != listed.field.type.unwrappingOptional
    // The response's samples with the list the field comes from empty, when the path starts at
    // that list; a path through an entity first has no such simple answer.
    var sample = ""
    if let first = value.steps.first, case .array = first.type.unwrappingOptional {
      sample = useCase.response.map { field in
        let sample = literals.sample(for: field.type, named: field.name.camel, seed: FieldContextBuilder.responseSeed)
        return "\(field.name.camel): \(field.name.camel == first.name ? "[]" : sample)"
      }.joined(separator: ", ")
    }
    return [
      "showsEmpty": true,
      "isEmptyCheck": .string(isOptional ? "($0.\(name) ?? []).isEmpty" : "$0.\(name).isEmpty"),
      "hasEmptyResponseSample": .bool(!sample.isEmpty),
      "emptyResponseSampleArguments": .string(sample),
    ]
  }
}
