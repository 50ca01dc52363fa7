import ScaffoldBase

/// Resolves the `from:` of a route's payload fields (`- productID: {type: UUID, from:
/// loadProducts.items.id}`): the first name is a use case, the rest a path into its response,
/// through entities, across at most one list. A path across a list takes the field from the row
/// the user picks; one that ends on a list with the element's type takes the row itself. Every
/// sourced field of a route must come from the same response, and the same list.
struct RouteSourceRules {
  let useCases: [UseCase]
  let entities: [String: [Field]]

  func source(
    route: Name, payload: [Field], specs: [FieldSpec], into collector: inout DiagnosticCollector
  ) -> RouteSource? {
    var source: RouteSource?
    for (field, spec) in zip(payload, specs) {
      guard let from = spec.from else { continue }
      let subject = "payload field '\(field.name.camel)' of route '\(route.camel)'"
      guard let resolved = resolve(from.value, type: field.type, subject: subject, at: from, into: &collector) else {
        continue
      }
      guard var current = source else {
        source = RouteSource(
          useCase: resolved.useCase, list: resolved.list,
          fields: [.init(name: field.name, path: resolved.path)])
        continue
      }
      guard current.useCase == resolved.useCase, current.list == resolved.list else {
        let first = ([current.useCase.camel] + (current.list ?? [])).joined(separator: ".")
        collector.error(
          "\(subject) comes from another \(current.list == nil ? "response" : "list") than the route's other fields ('\(first)')",
          at: from.location,
          hint: "take every field of one route from one response, or from the rows of one list in it")
        continue
      }
      current.fields.append(.init(name: field.name, path: resolved.path))
      source = current
    }
    if let source, source.list != nil,
      let clash = payload.first(where: { $0.name.camel == RouteSource.rowParameter }),
      !source.fields.contains(where: { $0.name == clash.name })
    {
      collector.error(
        "payload field 'row' of route '\(route.camel)' clashes with the row the user picks, which the intent takes as 'at row:'",
        at: specs.first { $0.name.value == clash.name.camel }?.name.location,
        hint: "rename the field, such as 'rowNumber'")
    }
    return source
  }

  private struct Resolved {
    var useCase: Name
    var list: [String]?
    var path: [String]
  }

  private func resolve(
    _ text: String, type: TypeExpression, subject: String, at from: Located<String>,
    into collector: inout DiagnosticCollector
  ) -> Resolved? {
    func fail(_ message: String, _ hint: String) -> Resolved? {
      collector.error("\(subject): 'from: \(text)' \(message)", at: from.location, hint: hint)
      return nil
    }
    var names = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let first = names.removeFirst()
    guard let useCase = useCases.first(where: { $0.name.camel == first }) else {
      let known = useCases.map(\.name.camel)
      return fail(
        "names no use case of this module ('\(first)')",
        Suggestion.closest(to: first, in: known).map { "did you mean '\($0).…'?" }
          ?? "start with a use case: \(known.joined(separator: ", "))")
    }
    guard !names.isEmpty else {
      return fail("names only the use case", "add the path of a field of its response, such as '\(first).id'")
    }
    var fields = useCase.response
    var owner = "the response of '\(first)'"
    var list: [String]?
    var path: [String] = []
    for (index, name) in names.enumerated() {
      let isLast = index == names.count - 1
      guard let step = fields.first(where: { $0.name.camel == name }) else {
        let known = fields.map(\.name.camel)
        return fail(
          "names '\(name)', which \(owner) does not have",
          Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
            ?? (known.isEmpty ? "end the path before it" : "use one of: \(known.joined(separator: ", "))"))
      }
      path.append(name)
      if isLast {
        if step.type == type { return Resolved(useCase: useCase.name, list: list, path: path) }
        // A list whose element the field is: the row itself.
        if case .array(let element) = step.type, element == type, list == nil {
          return Resolved(useCase: useCase.name, list: path, path: [])
        }
        return fail(
          "gives '\(step.type)', but the field is '\(type)'", "make the field '\(step.type)', or name another path")
      }
      switch step.type {
      case .optional:
        return fail(
          "goes through '\(name)', which is optional ('\(step.type)')",
          "take the payload from fields that are always there, or make '\(name)' not optional")
      case .array(let element):
        guard list == nil else {
          return fail("goes through more than one list", "pick a row of one list; carry the inner value in it")
        }
        guard case .named(let entity) = element, let inner = entities[entity] else {
          return fail(
            "goes through '\(name)', a list of '\(element)', which has no fields", "end the path at '\(name)'")
        }
        list = path
        path = []
        fields = inner
        owner = "'\(entity)'"
      case .named(let entity):
        guard let inner = entities[entity] else {
          return fail("goes through '\(name)', a '\(entity)', which has no fields", "end the path at '\(name)'")
        }
        fields = inner
        owner = "'\(entity)'"
      case .dictionary:
        return fail("goes through '\(name)', a dictionary", "take the payload from entities and lists")
      }
    }
    return nil
  }
}
