import ScaffoldBase
import ScaffoldSpec

/// The context of routes whose payload comes from what the screen shows (`from:`): the role
/// keeps the use case's last response, and the intent is `show<Route>(at: row)` for a row of a
/// list in it, or `show<Route>()` for the response itself, taking from the view only the payload
/// fields that have no source. Routes without a source get the same keys, from their payload, so
/// templates write every intent one way.
struct RouteSourceContextBuilder {
  let module: Module
  let literals: ValueLiterals
  /// The seed of the rows a test's response holds: row `n` has seed `firstRowSeed + n`.
  static let firstRowSeed = 1

  /// The payload fields the view gives the intent: those no kept response fills.
  static func plainPayload(of route: Route) -> [Field] {
    route.payload.filter { field in !(route.source?.fields.contains { $0.name == field.name } ?? false) }
  }

  /// `route.intent.*` and `route.source.*`.
  func values(for route: Route) -> [String: ContextValue] {
    let plain = Self.plainPayload(of: route)
    let plainSamples = plain.map { "\($0.name.camel): \(sample($0))" }
    guard let source = route.source, let useCase = module.useCases.first(where: { $0.name == source.useCase }) else {
      return [
        "hasSource": false, "isRowSelection": false,
        "intent": [
          "parameters": .string(parameters(route.payload)),
          "arguments": .string(route.payload.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")),
          "caseValue": .string(
            DataFlowContextBuilder.caseValue(
              route.name, arguments: route.payload.map { ($0.name.camel, $0.name.camel) })),
          "sampleArguments": .string(plainSamples.joined(separator: ", ")),
          "expectedAfterFixtures": .string(
            DataFlowContextBuilder.caseValue(route.name, arguments: route.payload.map { ($0.name.camel, sample($0)) })),
          "outOfRangeArguments": "", "forwardArguments": "",
        ],
        "source": [
          "kept": "", "rowCheck": "", "useCase": "", "useCasePascal": "", "useCaseSampleArguments": "",
          "sampleResponse": "", "expectedCase": "", "summary": "", "stubAnswer": "", "stubFailure": "",
        ],
      ]
    }
    let row = RouteSource.rowParameter
    let isRow = source.list != nil
    let element = "response." + ((source.list ?? []).joined(separator: ".")) + (isRow ? "[\(row)]" : "")
    func expression(_ field: Field, from base: String) -> String {
      guard let sourced = source.fields.first(where: { $0.name == field.name }) else { return field.name.camel }
      let base = isRow ? base : "response"
      return ([base] + sourced.path).joined(separator: ".")
    }
    let arguments = route.payload.map { "\($0.name.camel): \(expression($0, from: element))" }
    // What the route must carry when the test picks the second row: its values, read from the
    // test's own `response`, or from the stub's fixture when the use cases ran with it.
    func expected(response: String) -> [(String, String)] {
      route.payload.map { field -> (String, String) in
        guard source.fields.contains(where: { $0.name == field.name }) else { return (field.name.camel, sample(field)) }
        let picked = expression(field, from: element.replacingOccurrences(of: "[\(row)]", with: "[1]"))
        return (field.name.camel, response + picked.dropFirst("response".count))
      }
    }
    let fixture = "\(module.name.pascal)Models.\(useCase.name.pascal).Response.fixture"
    let listPath = (source.list ?? []).joined(separator: ".")
    return [
      "hasSource": true, "isRowSelection": .bool(isRow),
      "intent": [
        "parameters": .string(parameters(plain, row: isRow)),
        "arguments": .string(arguments.joined(separator: ", ")),
        "caseValue": .string(
          DataFlowContextBuilder.caseValue(
            route.name, arguments: route.payload.map { ($0.name.camel, expression($0, from: element)) })),
        "expectedAfterFixtures": .string(
          DataFlowContextBuilder.caseValue(route.name, arguments: expected(response: fixture))),
        "sampleArguments": .string(((isRow ? ["at: 1"] : []) + plainSamples).joined(separator: ", ")),
        "outOfRangeArguments": .string(((isRow ? ["at: 3"] : []) + plainSamples).joined(separator: ", ")),
        // The intent's own arguments, handed on as they came.
        "forwardArguments": .string(
          ((isRow ? ["at: \(row)"] : []) + plain.map { "\($0.name.camel): \($0.name.camel)" }).joined(separator: ", ")),
      ],
      "source": [
        "kept": .string(Self.kept(useCase.name)),
        "rowCheck": .string(isRow ? ", response.\(listPath).indices.contains(\(row))" : ""),
        "useCase": .string(useCase.name.camel),
        "useCasePascal": .string(useCase.name.pascal),
        "useCaseSampleArguments": .string(
          useCase.intentFields.map { "\($0.name.camel): \(sample($0))" }.joined(separator: ", ")),
        "sampleResponse": .string(sampleResponse(useCase, list: source.list)),
        "stubAnswer": .string(stubAnswer(useCase)),
        "stubFailure": .string(
          stubAnswer(useCase).replacingOccurrences(
            of: ".success(response)", with: ".failure(\(module.name.pascal)TestError())")),
        "expectedCase": .string(
          DataFlowContextBuilder.caseValue(route.name, arguments: expected(response: "response"))),
        // For doc comments: where the payload comes from.
        "summary": .string(
          isRow
            ? "row `\(row)` of `\(listPath)` in the last `\(useCase.name.camel)` response"
            : "the last `\(useCase.name.camel)` response"),
      ],
    ]
  }

  /// `useCase.keepsResponse`, `useCase.kept`: whether some route takes its payload from the
  /// use case's last response, which the role then keeps. `useCase.staleOnInput`: whether a new
  /// input makes what it shows stale: it keeps an answer, or it is a query whose request reads the
  /// input. A command's call is left to end and be shown, as a command always is.
  func values(for useCase: UseCase) -> [String: ContextValue] {
    let keepsResponse = module.routes.contains { $0.source?.useCase == useCase.name }
    return [
      "keepsResponse": .bool(keepsResponse),
      "kept": .string(Self.kept(useCase.name)),
      "staleOnInput": .bool(keepsResponse || (useCase.kind == .query && !useCase.requestFromInput.isEmpty)),
    ]
  }

  static func kept(_ useCase: Name) -> String { "last\(useCase.pascal)Response" }

  /// The statement that makes the tests' stub answer the use case with `response`.
  private func stubAnswer(_ useCase: UseCase) -> String {
    "\(HeardOutputContextBuilder.testStub(module.architecture)).\(useCase.name.camel)Result = .success(response)"
  }

  private func parameters(_ fields: [Field], row: Bool = false) -> String {
    ((row ? ["at \(RouteSource.rowParameter): Int"] : []) + fields.map { "\($0.name.camel): \($0.type)" })
      .joined(separator: ", ")
  }

  private func sample(_ field: Field) -> String {
    literals.sample(for: field.type, named: field.name.camel, seed: FieldContextBuilder.requestSeed)
  }

  /// A response of the use case whose list at `list` holds three rows, each of its own seed, so
  /// the row a test picks differs from the others; the fixture's other values elsewhere.
  private func sampleResponse(_ useCase: UseCase, list: [String]?) -> String {
    let type = "\(module.name.pascal)Models.\(useCase.name.pascal).Response"
    let arguments = useCase.response.map { field -> String in
      let name = field.name.camel
      guard let list, list.first == name else {
        return "\(name): \(literals.sample(for: field.type, named: name, seed: FieldContextBuilder.responseSeed))"
      }
      return "\(name): \(rows(in: field.type, named: name, path: list.dropFirst()))"
    }
    return "\(type)(\(arguments.joined(separator: ", ")))"
  }

  /// The value of `type` whose list at `path` holds three rows.
  private func rows(in type: TypeExpression, named name: String, path: ArraySlice<String>) -> String {
    guard path.isEmpty else {
      return literals.sample(
        for: type, named: name, seed: FieldContextBuilder.responseSeed, replacing: path,
        with: { rowType in threeRows(of: rowType, named: path.last ?? name) })
    }
    return threeRows(of: type, named: name)
  }

  private func threeRows(of listType: TypeExpression, named name: String) -> String {
    guard case .array(let element) = listType.unwrappingOptional else { return "[]" }
    let rows = (0..<3).map { literals.sample(for: element, named: name, seed: Self.firstRowSeed + $0) }
    return "[\(rows.joined(separator: ", "))]"
  }
}
