/// A context in which every list has an element and every kind of field appears, so the
/// template checker sees every key a template could ever use, whatever the user's spec holds.
enum ContextSchema {
  static func context(for architecture: Architecture) -> ContextValue {
    ModuleContextBuilder().context(for: sampleModule(architecture))
  }

  /// The schema of a template: its architecture's, with a sample of each of its parameters.
  static func context(for template: Template) -> ContextValue {
    var module = sampleModule(template.manifest.architecture)
    module.parameters = ParameterRules.schemaValues(template.manifest.parameters)
    return ModuleContextBuilder().context(for: module)
  }

  private static func name(_ words: String...) -> Name {
    Name(words: words)
  }

  private static func sampleModule(_ architecture: Architecture) -> Module {
    let item = Field(name: name("item"), type: .named("String"))
    let count = Field(name: name("count"), type: .named("Int"))
    let id = Field(name: name("id"), type: .named("UUID"))
    var module = Module(
      name: name("Sample"), architecture: architecture, summary: "Every key.",
      entities: [Entity(name: name("Sample", "Item"), fields: [Field(name: name("id"), type: .named("UUID")), item])],
      useCases: [
        UseCase(
          name: name("load", "items"), summary: "Loads.", request: [id, item], response: [item, count],
          viewModel: [
            ViewModelField(field: item, source: .value(ViewModelValue(steps: [.init(name: "item", type: item.type)]))),
            ViewModelField(
              field: Field(name: name("count", "text"), type: .named("String")),
              source: .value(ViewModelValue(steps: [.init(name: "count", type: count.type)], format: .number))),
            ViewModelField(
              field: Field(name: name("rows"), type: .array(.named("String"))), source: .unmapped(literal: "[]")),
          ], viewModelMirrorsResponse: false, runsOnLoad: true, requestFromInput: ["id"]),
        UseCase(
          name: name("save"), summary: "Saves.",
          // A number in the intent, so a form has a check to show.
          request: [item, count], response: [count],
          viewModel: [
            ViewModelField(
              field: count, source: .value(ViewModelValue(steps: [.init(name: "count", type: count.type)])))
          ],
          viewModelMirrorsResponse: true, kind: .command,
          emission: Emission(
            event: name("saved"),
            values: [
              .init(field: id, source: .input), .init(field: item, source: .request),
              .init(field: count, source: .response),
            ]
          )),
      ],
      routes: [
        Route(name: name("details"), summary: "Opens details.", payload: [item]),
        Route(name: name("other"), summary: "Opens another module.", destinationModule: name("Other"), payload: [id]),
        Route(name: name("next"), summary: "Opens a VIP scene.", destinationModule: name("Next"), payload: [id]),
      ],
      links: [
        // Built into the same app target, so the tests that open its route through `build` are
        // written and their keys are in the schema.
        LinkedModule(
          name: name("Other"), architecture: .mvp, hasAppRoutes: true, destinations: [], input: [id], hasOutput: true,
          placement: .appTarget(productModuleName: "Sample", access: .internal)),
        LinkedModule(name: name("Next"), architecture: .vip, hasAppRoutes: false, destinations: [], input: [id]),
      ])
    module.placement = .appTarget(productModuleName: "Sample", access: .internal)
    module.input = [id]
    module.outputs = [
      OutputEvent(name: name("saved"), summary: "Saved.", fields: [id, item, count], emittedBy: ["save"]),
      OutputEvent(name: name("closed"), summary: "Closed.", fields: []),
    ]
    return module
  }
}
