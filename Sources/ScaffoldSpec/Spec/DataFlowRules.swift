import ScaffoldBase

/// The rules for the data a module carries: its `input:`, its `output:` events, what a use case
/// `emits:`, and a use case's `kind:`. Fields found nowhere, or found with another type, are
/// refused where they are written, so every accepted spec compiles.
extension MemberValidator {
  /// `input:` fields become stored properties and Builder parameters, so they avoid the
  /// template's members as request fields do.
  func input(_ specs: [FieldSpec], entityNames: [String], into collector: inout DiagnosticCollector) -> [Field] {
    requestFields(specs, entityNames: entityNames, into: &collector)
  }

  /// The written `kind:`, else the default its name gives (`UseCaseKind.byName`).
  func useCaseKind(_ spec: UseCaseSpec, name: Name, into collector: inout DiagnosticCollector) -> UseCaseKind {
    guard let raw = spec.kind else { return .byName(name, runsOnLoad: spec.onLoad?.value == true) }
    if let kind = UseCaseKind(rawValue: raw.value) { return kind }
    let allowed = UseCaseKind.allCases.map(\.rawValue)
    collector.error(
      "unknown use case kind '\(raw.value)' (\(spec.path).kind)\(Suggestion.didYouMean(raw.value, in: allowed))",
      at: raw.location,
      hint: "use 'query' (newest call wins, leaving cancels it) or 'command' (one at a time, never dropped)")
    return .query
  }

  /// The request fields the input fills: those with an input field of the same name and type.
  /// The same name with another type is refused, since either reading would surprise someone.
  func requestFromInput(
    _ request: [Field], spec: UseCaseSpec, input: [Field], into collector: inout DiagnosticCollector
  ) -> Set<String> {
    let inputByName = Dictionary(input.map { ($0.name.camel, $0) }) { first, _ in first }
    var filled: Set<String> = []
    for field in request {
      guard let inputField = inputByName[field.name.camel] else { continue }
      if inputField.type == field.type {
        filled.insert(field.name.camel)
      } else {
        let location = spec.request.first { Name($0.name.value)?.camel == field.name.camel }?.type.location
        collector.error(
          "request field '\(field.name.camel)' of use case '\(spec.name.value)' is \(field.type), but the input field "
            + "of that name is \(inputField.type); a request field with an input field's name is filled from it",
          at: location, hint: "give both the same type, or rename the request field")
      }
    }
    return filled
  }

  func outputEvents(_ specs: [OutputEventSpec], entityNames: [String], into collector: inout DiagnosticCollector)
    -> [OutputEvent]
  {
    var declared = DeclaredNames(kind: .outputEvent)
    return specs.compactMap { spec in
      guard let name = declared.declare(spec.name, path: spec.path, into: &collector) else { return nil }
      // Fields become associated values and the parameters of the intent that sends the event.
      let fields = requestFields(spec.fields, entityNames: entityNames, into: &collector)
      return OutputEvent(name: name, summary: SummaryText.oneLine(spec.summary), fields: fields)
    }
  }

  /// Resolves each use case's `emits:`: the event must be declared, and each of its fields must
  /// come, by name and with the same type, from the use case's response, request or the input
  /// (in that order: what the call produced is the freshest).
  func emissions(
    useCases: inout [UseCase], specs: [UseCaseSpec], outputs: inout [OutputEvent], input: [Field],
    into collector: inout DiagnosticCollector
  ) {
    for index in useCases.indices {
      let useCase = useCases[index]
      guard let spec = specs.first(where: { Name($0.name.value)?.camel == useCase.name.camel }),
        let raw = spec.emits
      else { continue }
      guard let eventIndex = outputs.firstIndex(where: { $0.name.camel == Name(raw.value)?.camel }) else {
        let names = outputs.map(\.name.camel)
        collector.error(
          "use case '\(useCase.name.camel)' emits '\(raw.value)', which 'output:' does not declare"
            + Suggestion.didYouMean(raw.value, in: names),
          at: raw.location,
          hint: names.isEmpty
            ? "declare the event under 'output:', such as '- name: \(raw.value)'"
            : "use one of \(names.joined(separator: ", ")), or add '\(raw.value)' to 'output:'")
        continue
      }
      let event = outputs[eventIndex]
      var values: [Emission.Value] = []
      for field in event.fields {
        if let value = emittedValue(field, useCase: useCase, input: input, event: event, at: raw, into: &collector) {
          values.append(value)
        }
      }
      guard values.count == event.fields.count else { continue }
      useCases[index].emission = Emission(event: event.name, values: values)
      outputs[eventIndex].emittedBy.append(useCase.name.camel)
    }
  }

  private func emittedValue(
    _ field: Field, useCase: UseCase, input: [Field], event: OutputEvent, at raw: Located<String>,
    into collector: inout DiagnosticCollector
  ) -> Emission.Value? {
    let sources: [(Emission.Source, [Field])] = [
      (.response, useCase.response), (.request, useCase.request), (.input, input),
    ]
    var mismatches: [String] = []
    for (source, fields) in sources {
      guard let candidate = fields.first(where: { $0.name.camel == field.name.camel }) else { continue }
      if candidate.type == field.type { return Emission.Value(field: field, source: source) }
      mismatches.append("the \(source.rawValue)'s is \(candidate.type)")
    }
    let what = "field '\(field.name.camel): \(field.type)' of output event '\(event.name.camel)'"
    if mismatches.isEmpty {
      collector.error(
        "use case '\(useCase.name.camel)' emits '\(event.name.camel)', but no source provides its \(what): "
          + "its response, its request and the module's input have no field of that name",
        at: raw.location,
        hint: "add '\(field.name.camel): \(field.type)' to the response, the request or 'input:'")
    } else {
      collector.error(
        "use case '\(useCase.name.camel)' emits '\(event.name.camel)', but its \(what) has another type where "
          + "it is found: \(mismatches.joined(separator: ", "))",
        at: raw.location, hint: "give the fields one type")
    }
    return nil
  }
}

extension MemberValidator {
  /// Input fields become stored properties beside the members the template derives from each
  /// use case, route and event (`loadResponse`, `isPayRunning`), so they must not take one.
  func checkInput(
    _ input: [Field], specs: [FieldSpec], useCases: [UseCase], routes: [Route], outputs: [OutputEvent],
    into collector: inout DiagnosticCollector
  ) {
    var derived: [String: String] = [:]
    for useCase in useCases {
      for member in ReservedNames.expand(reserved.useCaseMembers, for: useCase.name) {
        derived[member] = "use case '\(useCase.name.camel)'"
      }
    }
    for route in routes {
      for member in ReservedNames.expand(reserved.routeMembers, for: route.name) {
        derived[member] = "route '\(route.name.camel)'"
      }
    }
    for event in outputs where event.emittedBy.isEmpty {
      for member in ReservedNames.expand(reserved.outputMembers, for: event.name) {
        derived[member] = "output event '\(event.name.camel)'"
      }
    }
    for field in input {
      guard let owner = derived[field.name.camel] else { continue }
      let location = specs.first { Name($0.name.value)?.camel == field.name.camel }?.name.location
      collector.error(
        "input field '\(field.name.camel)' clashes with '\(field.name.camel)', which the generated code declares for \(owner)",
        at: location, hint: "rename the input field, such as '\(field.name.camel)Value'")
    }
  }
}

/// What the user should know about the data a valid spec carries, that does not stop generation.
package enum DataFlowNotes {
  /// An input field that no request and no emitted event reads reaches the roles, but nothing
  /// generated uses it: often a request field named otherwise, or a payload meant for a use case.
  package static func unusedInput(_ module: Module, spec: ModuleSpec) -> [String] {
    let read =
      Set(module.useCases.flatMap(\.requestFromInput))
      .union(
        module.useCases.compactMap(\.emission).flatMap(\.values).filter { $0.source == .input }.map(\.field.name.camel))
    return module.input.filter { !read.contains($0.name.camel) }.map { field in
      let location = spec.input.first { Name($0.name.value)?.camel == field.name.camel }?.name.location
      return (location.map { "\($0): " } ?? "")
        + "input field '\(field.name.camel)' is read by no request and no output event; the roles hold it "
        + "(as input.\(field.name.camel)), but nothing generated uses it: add it to a use case's request to send it"
    }
  }
}
