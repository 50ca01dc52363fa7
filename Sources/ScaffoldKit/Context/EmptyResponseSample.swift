extension FieldContextBuilder {
  /// The response a test answers with to see a collection use case's `.empty`: the response's
  /// samples with the list that fills the view model's first list emptied. Nil when that list is
  /// not filled straight from a response list (unmapped, or reached through an entity), where
  /// no response can be said to empty it.
  func emptyResponseSample(_ useCase: UseCase) -> String? {
    guard let collection = useCase.collectionField,
      let field = useCase.viewModel.first(where: { $0.field.name == collection.name }),
      case .value(let value) = field.source, let first = value.steps.first,
      case .array = first.type.unwrappingOptional
    else { return nil }
    return useCase.response.map { responseField in
      let name = responseField.name.camel
      let sample = literals.sample(for: responseField.type, named: name, seed: Self.responseSeed)
      return "\(name): \(name == first.name ? "[]" : sample)"
    }.joined(separator: ", ")
  }
}
