import ScaffoldBase

/// A module in which every list has an element and every kind of field appears, so the
/// template checker (ContextSchema) sees every key a template could ever use, whatever the
/// user's spec holds. Built here, where Module's memberwise initialisers are visible.
extension Module {
  private static func sampleName(_ words: String...) -> Name {
    Name(words: words)
  }

  package static func schemaSample(_ architecture: Architecture) -> Module {
    let item = Field(name: sampleName("item"), type: .named("String"))
    let count = Field(name: sampleName("count"), type: .named("Int"))
    let id = Field(name: sampleName("id"), type: .named("UUID"))
    // A list of entities, whose rows a route opens and the view model lists as text.
    let items = Field(name: sampleName("items"), type: .array(.named("SampleItem")))
    var module = Module(
      name: sampleName("Sample"), architecture: architecture, summary: "Every key.",
      entities: [
        Entity(name: sampleName("Sample", "Item"), fields: [Field(name: sampleName("id"), type: .named("UUID")), item])
      ],
      useCases: [
        UseCase(
          name: sampleName("load", "items"), summary: "Loads.", request: [id, item], response: [item, count, items],
          viewModel: [
            ViewModelField(field: item, source: .value(ViewModelValue(steps: [.init(name: "item", type: item.type)]))),
            ViewModelField(
              field: Field(name: sampleName("count", "text"), type: .named("String")),
              source: .value(ViewModelValue(steps: [.init(name: "count", type: count.type)], format: .number))),
            ViewModelField(
              field: Field(name: sampleName("rows"), type: .array(.named("String"))), source: .unmapped(literal: "[]")),
            ViewModelField(
              field: Field(name: sampleName("items"), type: .array(.named("String"))),
              source: .value(
                ViewModelValue(steps: [.init(name: "items", type: items.type), .init(name: "item", type: item.type)]))),
          ], viewModelMirrorsResponse: false, runsOnLoad: true, requestFromInput: ["id"]),
        UseCase(
          name: sampleName("save"), summary: "Saves.",
          // A number in the intent, so a form has a check to show.
          request: [item, count], response: [count],
          viewModel: [
            ViewModelField(
              field: count, source: .value(ViewModelValue(steps: [.init(name: "count", type: count.type)])))
          ],
          viewModelMirrorsResponse: true, kind: .command,
          emission: Emission(
            event: sampleName("saved"),
            values: [
              .init(field: id, source: .input), .init(field: item, source: .request),
              .init(field: count, source: .response),
            ]
          )),
      ],
      routes: [
        Route(name: sampleName("details"), summary: "Opens details.", payload: [item]),
        Route(
          name: sampleName("other"), summary: "Opens another module.", destinationModule: sampleName("Other"),
          payload: [id]),
        Route(
          name: sampleName("next"), summary: "Opens a VIP scene.", destinationModule: sampleName("Next"), payload: [id]),
        // From what the screen shows: a row of a listed answer, and the answer itself.
        Route(
          name: sampleName("pick"), summary: "Opens a row.", payload: [id],
          source: RouteSource(
            useCase: sampleName("load", "items"), list: ["items"], fields: [.init(name: id.name, path: ["id"])])),
        Route(
          name: sampleName("more"), summary: "Opens what the answer holds.", payload: [item],
          source: RouteSource(
            useCase: sampleName("load", "items"), list: nil, fields: [.init(name: item.name, path: ["item"])])),
      ],
      links: [
        // Built into the same app target, so the tests that open its route through `build` are
        // written and their keys are in the schema.
        LinkedModule(
          name: sampleName("Other"), architecture: .mvp, hasAppRoutes: true, destinations: [], input: [id],
          outputs: [OutputEvent(name: sampleName("picked"), summary: "Picked.", fields: [id])],
          placement: .appTarget(productModuleName: "Sample", access: .internal)),
        LinkedModule(name: sampleName("Next"), architecture: .vip, hasAppRoutes: false, destinations: [], input: [id]),
      ])
    module.placement = .appTarget(productModuleName: "Sample", access: .internal)
    module.input = [id]
    module.outputs = [
      OutputEvent(name: sampleName("saved"), summary: "Saved.", fields: [id, item, count], emittedBy: ["save"]),
      OutputEvent(name: sampleName("closed"), summary: "Closed.", fields: []),
    ]
    module.openAPIClient = OpenAPIClientCode(files: [], context: openAPISample)
    return module
  }

  /// The `openapi` context of a module made from an OpenAPI document (`OpenAPIServicePlan`): a
  /// mapped method with its cases and an unmapped one, and a converter each way.
  private static var openAPISample: ContextValue {
    let converter: ContextValue = [
      "toModule": true, "entity": "SampleItem", "clientType": "Components.Schemas.Item", "throws": true,
      "arguments": "self.init(id: value.id)", "isEmpty": false,
    ]
    let test: ContextValue = [
      "setup": [["line": "let request = SampleModels.LoadItems.Request()"]],
      "answers": [["answer": ".ok(.init(body: .json(answer)))"]],
      "readsResponse": true,
      "responseChecks": [["actual": "response.count", "expected": "1"]],
      "afterCalls": [["line": "var sentBody: Data?"]],
      "inputChecks": [["actual": "inputs.count", "expected": "2"]],
      "failures": [["error": "SampleAPIError.undocumented(operation: \"loadItems\", statusCode: 599)"]],
    ]
    let noTest: ContextValue = [
      "setup": [], "answers": [], "readsResponse": false, "responseChecks": [], "afterCalls": [], "inputChecks": [],
      "failures": [],
    ]
    return [
      "document": "api.yaml", "sha256": "0", "errorType": "SampleAPIError",
      "methods": [
        [
          "name": "loadItems", "pascal": "LoadItems", "isMapped": true, "clientMethod": "loadItems",
          "isDeprecated": true, "hasTest": true, "test": test, "testGap": "", "testGapLiteral": "\"\"", "reason": "",
          "operationName": "\"loadItems\"",
          "input": "Operations.LoadItems.Input()",
          "cases": [["pattern": ".ok(let output)", "lines": [["line": "return Response()"]]]],
        ],
        [
          "name": "save", "pascal": "Save", "isMapped": false, "isDeprecated": false, "hasTest": false,
          "testGap": "", "testGapLiteral": "\"\"",
          "test": noTest, "clientMethod": "", "operationName": "", "input": "", "cases": [], "reason": "\"why\"",
        ],
      ],
      "converters": [converter],
      "operations": [
        ["clientMethod": "loadItems", "typeName": "Operations.LoadItems", "hasUndocumented": true]
      ],
      "undocumentedStatus": 599, "usesBytes": true, "hasMappedMethods": true, "collectsBodies": true,
      "hasOperationsWithoutUndocumented": true,
      "failedCallTests": [
        [
          "name": "loadItems", "operationName": "\"loadItems\"",
          "request": "let request = SampleModels.LoadItems.Request()",
        ]
      ],
      "usesRequiredValue": true, "usesEnumValue": true, "usesUUIDValue": true, "usesURLValue": true,
    ]
  }
}
