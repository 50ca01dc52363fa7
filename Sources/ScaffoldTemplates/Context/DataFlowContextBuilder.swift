import ScaffoldBase
import ScaffoldSpec

/// The context of the data a module carries: its input, its output events, what each use case
/// takes from the input and emits, and each route's payload. Every expression a template writes
/// (an enum case, a request built from the view's values and the input, the event a test
/// expects) is built here, so templates only place them.
struct DataFlowContextBuilder {
  let module: Module
  let fields: FieldContextBuilder
  let literals: ValueLiterals

  /// Inputs use seed 3 and events' own fields seed 4, so a test cannot pass by echoing a
  /// request or response value where the input's belongs.
  static let inputSeed = 3
  static let eventSeed = 4
  /// The value a test writes into the data store after building the scene, distinct from the
  /// input's sample.
  static let writtenSeed = 6

  static func sentenceList(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `self.input.<name>` in the role that holds the input.
  static let inputHolder = "self.input"

  func moduleValues() -> [String: ContextValue] {
    [
      "hasInput": .bool(!module.input.isEmpty),
      "input": fields.list(module.input, seed: Self.inputSeed),
      "hasOutput": .bool(!module.outputs.isEmpty),
      "hasInputOrOutput": .bool(!module.input.isEmpty || !module.outputs.isEmpty),
      "outputEvents": .list(
        module.outputs.enumerated().map { index, event in
          ["event": eventContext(event), "isLast": .bool(index == module.outputs.count - 1)]
        }),
      // Events no use case sends: the view sends them (`sendClosed()`).
      "hasViewSentEvents": .bool(module.outputs.contains { $0.emittedBy.isEmpty }),
      // Some use case's argument has a text field on the screen (see FieldControl).
      "hasTextArguments": .bool(
        module.useCases.flatMap(\.intentFields).contains { FieldControl.usesTextField($0.type) }),
      // Some argument is a fraction typed on the screen: the module declares `<Module>NumberInput`.
      "readsNumbers": .bool(
        module.ui != .none
          && module.useCases.flatMap(\.intentFields).contains {
            if case .named(let name) = $0.type.unwrappingOptional { return FieldControl.fractionNames.contains(name) }
            return false
          }),
      "hasCommands": .bool(module.useCases.contains { $0.kind == .command }),
      // As a sentence lists them: "`pay`", "`applyCoupon` and `pay`", "`a`, `b` and `c`".
      "commandList": .string(
        Self.sentenceList(module.useCases.filter { $0.kind == .command }.map { "`\($0.name.camel)`" })),
      "hasQueries": .bool(module.useCases.contains { $0.kind == .query }),
      "hasEmissions": .bool(module.useCases.contains { $0.emission != nil }),
      "hasPayloadRoutes": .bool(module.routes.contains { !$0.payload.isEmpty }),
      "controls": controlValues(),
      "screenControls": screenControlValues(),
    ].merging(inputWriteValues()) { own, _ in own }
  }

  /// `controls.*`: the kinds of control the screen makes, so it declares only the helpers it calls.
  private func controlValues() -> ContextValue {
    let kinds = module.useCases.flatMap(\.intentFields).map { field -> [String: ContextValue] in
      guard case .object(let keys) = FieldControl.keys(for: field.type) else { return [:] }
      return keys
    }
    let numbers = kinds.filter { $0["isNumber"] == true }
    return [
      "text": .bool(kinds.contains { $0["isTextField"] == true }),
      "switch": .bool(kinds.contains { $0["isSwitch"] == true }),
      "number": .bool(numbers.contains { $0["isOptional"] == false }),
      "optionalNumber": .bool(numbers.contains { $0["isOptional"] == true }),
      "button": .bool(
        module.outputs.contains { $0.emittedBy.isEmpty && $0.fields.isEmpty }
          || module.routes.contains(where: ScreenRouteControls(module: module).hasButton)),
      "rows": .bool(module.useCases.contains { !$0.viewModel.isEmpty }),
    ]
  }

  /// `screenControls.*`: the control makers the UIKit support declares. Support a module keeps
  /// to itself declares only those its screen calls; shared support, all of them, since the
  /// modules that share it may call any.
  private func screenControlValues() -> ContextValue {
    guard case .object(let controls) = controlValues(),
      module.placement == .package && module.sharedSupport == nil
    else {
      return ["textField": true, "toggle": true, "button": true, "number": true, "optionalNumber": true, "any": true]
    }
    let flags = [
      "textField": controls["text"], "toggle": controls["switch"], "button": controls["button"],
      "number": controls["number"], "optionalNumber": controls["optionalNumber"],
    ].mapValues { $0 ?? false }
    return .object(flags.merging(["any": .bool(flags.values.contains(true))]) { own, _ in own })
  }

  /// `hasInputWrite` and `inputWrite`: the first query (else use case) whose request the input fills, the
  /// first such field, a new value for it (seed 6) and the request the worker must then get, so
  /// a test can write the data store and prove the next call reads it.
  private func inputWriteValues() -> [String: ContextValue] {
    // A query first: its call still running when the input changes is dropped, which a test proves.
    let readers = module.useCases.filter { !$0.requestFromInput.isEmpty }
    guard let useCase = readers.first(where: { $0.kind == .query }) ?? readers.first,
      let field = useCase.request.first(where: { useCase.requestFromInput.contains($0.name.camel) })
    else {
      return [
        "hasInputWrite": false,
        "inputWrite": [
          "field": "", "value": "", "useCase": "", "useCasePascal": "", "isQuery": false,
          "workerRequestArguments": "", "inputArguments": "", "intentSampleArguments": "",
        ],
      ]
    }
    let value = literals.sample(for: field.type, named: field.name.camel, seed: Self.writtenSeed)
    let arguments = useCase.request.map { request -> String in
      let name = request.name.camel
      let sample =
        name == field.name.camel
        ? value
        : literals.sample(
          for: request.type, named: name,
          seed: useCase.requestFromInput.contains(name) ? Self.inputSeed : FieldContextBuilder.requestSeed)
      return "\(name): \(sample)"
    }
    // The module's input with that field written: what an update after build passes.
    let inputArguments = module.input.map { input -> String in
      let name = input.name.camel
      let sample = literals.sample(for: input.type, named: name, seed: Self.inputSeed)
      return "\(name): \(name == field.name.camel ? value : sample)"
    }
    let intentSamples = useCase.intentFields.map {
      "\($0.name.camel): \(literals.sample(for: $0.type, named: $0.name.camel, seed: FieldContextBuilder.requestSeed))"
    }
    return [
      "hasInputWrite": true,
      "inputWrite": [
        "field": .string(field.name.camel),
        "value": .string(value),
        "useCase": .string(useCase.name.camel),
        "useCasePascal": .string(useCase.name.pascal),
        "isQuery": .bool(useCase.kind == .query),
        "workerRequestArguments": .string(arguments.joined(separator: ", ")),
        "inputArguments": .string(inputArguments.joined(separator: ", ")),
        "intentSampleArguments": .string(intentSamples.joined(separator: ", ")),
      ],
    ]
  }

  private func eventContext(_ event: OutputEvent) -> ContextValue {
    let summary = event.summary ?? ""
    let samples = event.fields.map { literals.sample(for: $0.type, named: $0.name.camel, seed: Self.eventSeed) }
    return [
      "name": .string(event.name.camel),
      "pascal": .string(event.name.pascal),
      "sentence": .string(event.name.sentence),
      "heading": .string(event.name.heading),
      "summary": .string(summary),
      "hasSummary": .bool(!summary.isEmpty),
      "fields": fields.list(event.fields, seed: Self.eventSeed),
      "caseDeclaration": .string(Self.caseDeclaration(event.name, fields: event.fields)),
      // The case built from locals of the fields' names (in the method that sends it).
      "caseValue": .string(Self.caseValue(event.name, arguments: event.fields.map { ($0.name.camel, $0.name.camel) })),
      "caseSample": .string(
        Self.caseValue(event.name, arguments: zip(event.fields, samples).map { ($0.name.camel, $1) })),
      "isSentByView": .bool(event.emittedBy.isEmpty),
      // A button sends only what it can know: an event with fields (`picked(address:)`) is sent by
      // the code the team writes (a row's selection), through the same send method, with no
      // button and so no button title or identifier.
      "hasControl": .bool(event.emittedBy.isEmpty && event.fields.isEmpty),
      "sendName": .string("send\(event.name.pascal)"),
      "emittedBy": .list(event.emittedBy.map { ["name": .string($0)] }),
    ]
  }

  /// The keys a use case adds: its kind, the view's part of the request, and its emission.
  func useCaseValues(_ useCase: UseCase) -> [String: ContextValue] {
    let inputSamples = Dictionary(
      module.input.map { ($0.name.camel, literals.sample(for: $0.type, named: $0.name.camel, seed: Self.inputSeed)) }
    ) { first, _ in first }
    let requestSamples = useCase.request.map { field in
      useCase.requestFromInput.contains(field.name.camel)
        ? inputSamples[field.name.camel]
        : literals.sample(for: field.type, named: field.name.camel, seed: FieldContextBuilder.requestSeed)
    }
    let responseSamples = Dictionary(
      useCase.response.map {
        ($0.name.camel, literals.sample(for: $0.type, named: $0.name.camel, seed: fields.responseSampleSeed))
      }
    ) { first, _ in first }
    var values: [String: ContextValue] = [
      "kind": .string(useCase.kind.rawValue),
      "isCommand": .bool(useCase.kind == .command),
      "isQuery": .bool(useCase.kind == .query),
      // What the view passes: the request fields the input does not fill.
      "intent": FieldControl.addingTextControls(
        to: fields.list(useCase.intentFields, seed: FieldContextBuilder.requestSeed),
        types: useCase.intentFields.map(\.type)),
      "hasRequestFromInput": .bool(!useCase.requestFromInput.isEmpty),
      // `Request(<this>)` inside the role that holds the input and takes the intent's parameters.
      "requestArgumentsWithInput": .string(
        useCase.request.map { field in
          let name = field.name.camel
          return "\(name): " + (useCase.requestFromInput.contains(name) ? "\(Self.inputHolder).\(name)" : name)
        }.joined(separator: ", ")),
      // The request a test expects, built with the input's samples where the input fills it.
      "requestSampleArguments": .string(
        zip(useCase.request, requestSamples).map { "\($0.name.camel): \($1 ?? "")" }.joined(separator: ", ")),
      "emits": .bool(useCase.emission != nil),
      // Present (empty) without an emission too, so every use case has the same keys.
      "emission": ["name": "", "pascal": "", "caseValue": "", "caseSample": "", "usesResponse": false],
    ]
    if let emission = useCase.emission {
      let requestSampleByName = Dictionary(zip(useCase.request.map(\.name.camel), requestSamples.map { $0 ?? "" })) {
        first, _ in first
      }
      // Each field from where the emission takes it, as one lookup per source.
      func emitted(from sources: [Emission.Source: (String) -> String]) -> ContextValue {
        .string(
          Self.caseValue(
            emission.event,
            arguments: emission.values.map { ($0.field.name.camel, sources[$0.source]?($0.field.name.camel) ?? "") }))
      }
      values["emission"] = [
        "name": .string(emission.event.camel),
        "pascal": .string(emission.event.pascal),
        // Whether `caseValue` reads `response`: a role binds it only then, or Swift warns.
        "usesResponse": .bool(emission.values.contains { $0.source == .response }),
        // In the method that ran the use case, where `request` and `response` are in scope.
        "caseValue": emitted(from: [
          .request: { "request.\($0)" }, .response: { "response.\($0)" }, .input: { "\(Self.inputHolder).\($0)" },
        ]),
        // What a test expects, from the samples its request, response and input were built with.
        "caseSample": emitted(from: [
          .request: { requestSampleByName[$0] ?? "" }, .response: { responseSamples[$0] ?? "" },
          .input: { inputSamples[$0] ?? "" },
        ]),
      ]
    }
    return values
  }

  /// The keys a route adds: its payload, the enum case, and for a `to:` route the destination's
  /// input built from the payload.
  func routeValues(_ route: Route) -> [String: ContextValue] {
    let samples = route.payload.map {
      literals.sample(for: $0.type, named: $0.name.camel, seed: FieldContextBuilder.requestSeed)
    }
    let bindings = route.payload.map { "let \($0.name.camel)" }.joined(separator: ", ")
    var values: [String: ContextValue] = [
      "hasPayload": .bool(!route.payload.isEmpty),
      "payload": fields.list(route.payload, seed: FieldContextBuilder.requestSeed),
      "caseDeclaration": .string(Self.caseDeclaration(route.name, fields: route.payload)),
      "caseValue": .string(Self.caseValue(route.name, arguments: route.payload.map { ($0.name.camel, $0.name.camel) })),
      "caseSample": .string(
        Self.caseValue(route.name, arguments: zip(route.payload, samples).map { ($0.name.camel, $1) })),
      // `case .review(let productID):`, binding the payload to locals of its fields' names.
      "casePattern": .string(route.payload.isEmpty ? ".\(route.name.camel)" : ".\(route.name.camel)(\(bindings))"),
    ]
    if let destination = route.destinationModule,
      let link = module.links.first(where: { $0.name.pascal == destination.pascal })
    {
      values["destinationHasInput"] = .bool(!link.input.isEmpty)
      // In the destination's own field order, from the payload's locals.
      values["destinationInput"] = .string(
        "\(destination.pascal)Input(\(link.input.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")))"
      )
    } else {
      values["destinationHasInput"] = .bool(false)
      values["destinationInput"] = .string("")
    }
    return values
  }

  /// `case name` or `case name(a: A, b: B)`.
  static func caseDeclaration(_ name: Name, fields: [Field]) -> String {
    fields.isEmpty
      ? name.camel : "\(name.camel)(\(fields.map { "\($0.name.camel): \($0.type)" }.joined(separator: ", ")))"
  }

  /// `.name` or `.name(a: x, b: y)`.
  static func caseValue(_ name: Name, arguments: [(String, String)]) -> String {
    arguments.isEmpty ? ".\(name.camel)" : ".\(name.camel)(\(arguments.map { "\($0): \($1)" }.joined(separator: ", ")))"
  }
}
