import ScaffoldBase

/// The objects inside a module: entities, use cases, routes, output events, and the keys of a
/// field written as a mapping.
extension SpecGrammar {
  package static let entity = SpecObject(
    name: "entity", summary: "A plain data type of the module.",
    keys: [
      SpecKey("name", .text, "The entity's name.", required: true),
      SpecKey("fields", .fields(details: nil), "Its fields, in order."),
    ])

  package static let useCase = SpecObject(
    name: "useCase",
    summary: "One typed flow through the module; '- pay' alone is a use case with no fields.",
    keys: [
      SpecKey("name", .text, "The use case's name.", required: true),
      SpecKey("summary", .prose, "One line, shown in doc comments."),
      SpecKey(
        "kind", .choice(UseCaseKind.allCases.map(\.rawValue)),
        "query: the newest call wins and leaving the screen cancels it. command: one call at a time, never "
          + "cancelled, its success always delivered. Without it, the name decides (a verb that changes "
          + "something makes a command)."),
      SpecKey(
        "onLoad", .flag, "The screen runs it when it opens; it then takes no request fields the input does not fill.",
        default: .bool(false)),
      SpecKey("request", .fields(details: nil), "What the use case is called with."),
      SpecKey("response", .fields(details: nil), "What it answers."),
      SpecKey(
        "viewModel", .fields(details: viewModelField),
        "What the screen shows: text, flags and lists of them. When left out, the response's fields made "
          + "display-ready."),
      SpecKey("emits", .text, "An output event sent when the use case succeeds."),
    ])

  package static let route = SpecObject(
    name: "route", summary: "Navigation away from the module; '- help' alone is a route that carries nothing.",
    keys: [
      SpecKey("name", .text, "The route's name.", required: true),
      SpecKey("summary", .prose, "One line, shown in doc comments."),
      SpecKey("to", .text, "Another generated module the route opens (in an app spec, or with --package)."),
      SpecKey(
        "payload", .fields(details: payloadField),
        "What the route carries; for a 'to:' route, the destination's input, field by field."),
    ])

  package static let outputEvent = SpecObject(
    name: "outputEvent", summary: "An event the module tells its opener; '- closed' alone carries nothing.",
    keys: [
      SpecKey("name", .text, "The event's name.", required: true),
      SpecKey("summary", .prose, "One line, shown in doc comments."),
      SpecKey("fields", .fields(details: nil), "What the event carries."),
    ])

  /// A view-model field written as a mapping: `- totalText: {type: String, from: total, format: currency}`.
  package static let viewModelField = SpecObject(
    name: "viewModelField", summary: "A view-model field with its source and format.",
    keys: [
      fieldType,
      SpecKey(
        "from", .text,
        "A dotted path into the response (a field, then fields of its entities); it may cross one list."),
      SpecKey(
        "format", .choice(DisplayFormat.allCases.map(\.rawValue)),
        "How the value, or each element of a list, is shown as text."),
    ])

  /// A payload field written as a mapping: `- productID: {type: UUID, from: loadProducts.items.id}`.
  package static let payloadField = SpecObject(
    name: "payloadField", summary: "A payload field taken from a use case's last response.",
    keys: [
      fieldType,
      SpecKey(
        "from", .text, "A use case, then a path into its response; across a list, the intent takes the row picked."),
    ])

  private static let fieldType = SpecKey("type", .fieldType, "The field's type.", required: true)
}
