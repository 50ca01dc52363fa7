import ScaffoldBase
import ScaffoldSpec

/// When a use case's answer shows as empty, and how a test sees it. `UseCase.emptyStateList` (a
/// list of the response) decides, never the view model: a view-model list with no source is empty
/// in every answer, and a view model without a list still has an answer with nothing in it.
struct CollectionContextBuilder {
  let literals: ValueLiterals

  func values(for useCase: UseCase) -> [String: ContextValue] {
    guard let steps = useCase.emptyStateList, let first = steps.first else {
      return [
        "showsEmpty": false, "isEmptyCheck": "", "emptyStateList": "", "emptyResponseSample": "",
        // Their older names.
        "hasCollection": false, "canShowEmpty": false, "hasEmptyResponseSample": false,
        "emptyResponseSampleArguments": "",
      ]
    }
    // `$0.cart?.items`: `?.` after each optional step, and `?? []` when the list may be absent.
    var chain = "$0"
    var previousIsOptional = false
    for step in steps {
      chain += (previousIsOptional ? "?." : ".") + step.name
      previousIsOptional = step.type.isOptional
    }
    let mayBeAbsent = steps.contains { $0.type.isOptional }
    let check = mayBeAbsent ? "(\(chain) ?? []).isEmpty" : "\(chain).isEmpty"
    // The response's samples with that list empty (inside its entities when the path crosses them).
    let path = steps.map(\.name)
    let sample = useCase.response.map { field in
      let name = field.name.camel
      let seed = FieldContextBuilder.responseSeed
      let value =
        name == first.name
        ? literals.sample(for: field.type, named: name, seed: seed, emptying: path.dropFirst())
        : literals.sample(for: field.type, named: name, seed: seed)
      return "\(name): \(value)"
    }.joined(separator: ", ")
    return [
      "showsEmpty": true, "isEmptyCheck": .string(check), "emptyStateList": .string(path.joined(separator: ".")),
      "emptyResponseSample": .string(sample),
      "hasCollection": true, "canShowEmpty": true, "hasEmptyResponseSample": true,
      "emptyResponseSampleArguments": .string(sample),
    ]
  }
}
